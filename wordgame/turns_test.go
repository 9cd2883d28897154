package wordgame

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordgame/gcg"
)

// gcgSetup returns the rules and word list a testdata record replays
// with (as TestReplayGCGTestdata and TestSpanishGCGRecord replay them):
// the record's rules but for default8.gcg, the Spanish list for the
// Spanish record and the bundled one it names (nil) for the others.
func gcgSetup(t *testing.T, file string) (Rules, dictionary.Dictionary) {
	switch file {
	case "default8.gcg":
		return DefaultRules(), nil
	case "spanish.gcg":
		return Rules{}, esList(t)
	}
	return Rules{}, nil
}

// TestTurnsGCGTestdata walks the turns of every record in testdata and
// checks each against the rules and the record: the move is legal in
// the position before, where the mover holds the rack the record shows;
// it scores what the record says; the position after is what applying
// it shows (board, scores less the record's bonus and penalty lines,
// turn, bag and rack sizes); the tiles are all there; and the last
// position after is ReplayGCG's.
func TestTurnsGCGTestdata(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.gcg"))
	if err != nil || len(files) < 6 {
		t.Fatalf("testdata holds %d records (%v), want the 6 or more the tests use", len(files), err)
	}
	for _, path := range files {
		file := filepath.Base(path)
		t.Run(file, func(t *testing.T) {
			rules, dict := gcgSetup(t, file)
			checkTurns(t, gcgTestdata(t, file), rules, dict)
		})
	}
}

// checkTurns checks TurnsGCG on a record (see TestTurnsGCGTestdata).
func checkTurns(t *testing.T, data []byte, rules Rules, dict dictionary.Dictionary) {
	t.Helper()
	rec, err := gcg.Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	final, err := ReplayGCG(rules, dict, bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	events, bonus := recordTurns(rec, final.Result().Reason == PlayerOut)
	var last Turn
	n := 0
	for tn, err := range TurnsGCG(rules, dict, bytes.NewReader(data)) {
		if err != nil {
			t.Fatalf("turn %d: %v", n, err)
		}
		if tn.Index != n || n >= len(events) {
			t.Fatalf("turn %d has index %d; the record has %d turns", n, tn.Index, len(events))
		}
		ev := events[n]
		checkTurn(t, tn, ev, bonus[ev.Line])
		last = tn
		n++
	}
	if n != len(events) {
		t.Fatalf("%d turns, the record has %d", n, len(events))
	}
	got, _ := last.After.MarshalText()
	want, _ := final.MarshalText()
	if !bytes.Equal(got, want) {
		t.Errorf("the last position after:\n%s\nReplayGCG's:\n%s", got, want)
	}
}

// recordTurns returns the turn events of rec (leaving out, when the game
// ended with a player going out, a pass that accepts the last play) and,
// by a turn's line, the points the record's bonus and penalty lines add
// to each seat before the next turn.
func recordTurns(rec *gcg.Record, wentOut bool) ([]gcg.Event, map[int][maxPlayers]int) {
	var turns []gcg.Event
	bonus := map[int][maxPlayers]int{}
	first, n := -1, len(rec.Players)
	out := false
	for i, ev := range rec.Events {
		switch ev.Kind {
		case gcg.EventPlace, gcg.EventPass, gcg.EventExchange:
			if first < 0 {
				first = ev.Player
			}
			if out && ev.Kind == gcg.EventPass {
				out = false
				continue
			}
			turns = append(turns, ev)
			// The last play of a game a player went out of may be
			// followed by an accepting pass.
			out = wentOut && ev.Kind == gcg.EventPlace && !slices.ContainsFunc(rec.Events[i+1:], func(e gcg.Event) bool {
				return e.Kind == gcg.EventPlace || e.Kind == gcg.EventExchange
			})
		case gcg.EventChallengeBonus, gcg.EventTimePenalty:
			line := turns[len(turns)-1].Line
			b := bonus[line]
			b[(ev.Player-first+n)%n] += ev.Score
			bonus[line] = b
		}
	}
	return turns, bonus
}

// checkTurn checks one turn against its event and the rules.
func checkTurn(t *testing.T, tn Turn, ev gcg.Event, bonus [maxPlayers]int) {
	t.Helper()
	b, p := tn.Before, tn.Player
	if tn.Line != ev.Line || tn.Rack != ev.Rack || b.ToMove()[0] != p {
		t.Fatalf("turn %d: line %d rack %q mover %d, want line %d rack %q, ToMove %v", tn.Index, tn.Line, tn.Rack, p, ev.Line, ev.Rack, b.ToMove())
	}
	if got, want := tiles.FormatMultiset(gcgUnassigned(b.AllTiles())), tiles.FormatMultiset(b.Rules().Tiles.Tiles()); got != want {
		t.Fatalf("line %d: the position before does not hold the tile set:\n%s", ev.Line, got)
	}
	shown, err := b.g.rackCodes(ev.Rack)
	if err != nil {
		t.Fatal(err)
	}
	if held := string(b.racks[p].letters()); len(shown) == len(held) && !sameTiles(held, shown) || len(shown) > len(held) {
		t.Fatalf("line %d: the mover holds %s, the record shows %s", ev.Line, b.g.codesText(held), ev.Rack)
	}
	play, m := b, tn.Move
	if tn.Withdrawn {
		play = b.Attach(anyWord)
	}
	next, err := play.Apply(m)
	if err != nil {
		t.Fatalf("line %d: %s is not legal in the position before: %v", ev.Line, m, err)
	}
	if pts := next.scores[p] - next.adjust[p] - b.scores[p]; pts != tn.Score || tn.Score != max(ev.Score, 0) && ev.Kind == gcg.EventPlace {
		t.Fatalf("line %d: %s scores %d, the turn says %d, the record %+d", ev.Line, m, pts, tn.Score, ev.Score)
	}
	if tn.Withdrawn {
		if next, err = b.Apply(Pass()); err != nil {
			t.Fatal(err)
		}
	}
	a := tn.After
	if a.board != next.board || a.turn != next.turn || a.BagLen() != next.BagLen() || a.Over() != next.Over() || a.scoreless != next.scoreless {
		t.Fatalf("line %d: after %s the replay shows\n%s\nApply shows\n%s", ev.Line, m, cgpOf(t, a), cgpOf(t, next))
	}
	for q := range int(a.players) {
		want := next.scores[q] + bonus[q]
		if next.BagLen() > 0 && next.Over() {
			// The game ended with tiles in the bag: the racks left, and so
			// the adjustments, were dealt differently.
			want += a.adjust[q] - next.adjust[q]
		}
		if a.scores[q] != want || a.racks[q].n != next.racks[q].n {
			t.Fatalf("line %d: after %s seat %d has %d points and %d tiles, Apply gives %d (+%d from the record's lines) and %d", ev.Line, m, q, a.scores[q], a.racks[q].n, next.scores[q], bonus[q], next.racks[q].n)
		}
	}
}

func cgpOf(t *testing.T, s State) string {
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	return string(text)
}

// TestStateTurns walks a bot game's turns from its final State: the
// same number as its history, each mover's rack the one it held, and
// the last position after showing what the State shows.
func TestStateTurns(t *testing.T) {
	s := esBotGame(t)
	hist := s.hist.Slice()
	n := 0
	var last Turn
	for tn, err := range s.Turns() {
		if err != nil {
			t.Fatal(err)
		}
		h := hist[n]
		if tn.Move != h.move || tn.Player != int(h.player) || tn.Score != h.score || string(tn.Before.racks[tn.Player].letters()) != string(h.rack.letters()) {
			t.Fatalf("turn %d: %s by %d for %d from %s, the history has %s by %d for %d from %s", n, tn.Move, tn.Player, tn.Score, tn.Before.RackLetters(tn.Player), h.move, h.player, h.score, s.g.rackText(h.rack))
		}
		last = tn
		n++
	}
	if n != len(hist) {
		t.Fatalf("%d turns, the history has %d", n, len(hist))
	}
	a := last.After
	if a.board != s.board || a.scores != s.scores || a.racks != s.racks || a.BagLen() != s.BagLen() || a.Over() != s.Over() {
		t.Errorf("the last position after:\n%s\nthe State:\n%s", cgpOf(t, a), cgpOf(t, s))
	}
}

// TestTurnsErrors: a record the replay refuses yields the turns before
// the line at fault, then the error; a State without its history from
// New, and the zero State, yield only an error; breaking off the loop
// stops the replay.
func TestTurnsErrors(t *testing.T) {
	text, line := gcgReplaceLine(t, gcgRecordText(t, "full.gcg"), ">Zoë_Ångström: AGIITUW 12C WA.", ">Zoë_Ångström: AGIITUW 12C WA. +28 80")
	var turns int
	var got error
	for tn, err := range TurnsGCG(Rules{}, nil, strings.NewReader(text)) {
		if err != nil {
			got = err
			break
		}
		if tn.Line >= line {
			t.Errorf("a turn at line %d, after the bad line %d", tn.Line, line)
		}
		turns++
	}
	var ge *GCGError
	if !errors.Is(got, ErrGCGMismatch) || !errors.As(got, &ge) || ge.Line != line || turns != 4 {
		t.Errorf("after %d turns: %v, want ErrGCGMismatch at line %d after 4 turns", turns, got, line)
	}
	for _, bad := range []string{"", "#player1 a A\n>a: ABC 8H ZZZ +1 1\n"} {
		for _, err := range TurnsGCG(Rules{}, nil, strings.NewReader(bad)) {
			if err == nil {
				t.Errorf("record %q: a turn without an error", bad)
			}
		}
	}
	pos, err := FromCGP(Classic(), nil, "15/15/15/15/15/15/15/3CAT9/15/15/15/15/15/15/15 ADEHLRT/EINOSTU 10/0 0")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []State{pos, {}} {
		k := 0
		for _, err := range s.Turns() {
			if !errors.Is(err, ErrGCGMismatch) {
				t.Errorf("turns of a State without its history: %v, want ErrGCGMismatch", err)
			}
			k++
		}
		if k != 1 {
			t.Errorf("%d items, want only the error", k)
		}
	}
	k := 0
	for range TurnsGCG(Rules{}, nil, bytes.NewReader(gcgTestdata(t, "full.gcg"))) {
		k++
		if k == 3 {
			break
		}
	}
	if k != 3 {
		t.Errorf("the loop went on to %d after its break", k)
	}
}

// BenchmarkTurnsGCG walks every turn of full.gcg, to compare with
// BenchmarkReplayGCG: the turns cost one replay and a deal a turn.
func BenchmarkTurnsGCG(b *testing.B) {
	data := gcgTestdata(b, "full.gcg")
	for b.Loop() {
		for _, err := range TurnsGCG(Classic(), nil, bytes.NewReader(data)) {
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
