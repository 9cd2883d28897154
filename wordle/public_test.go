package wordle

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// three is a game of Ann (hosting round 1), Bob and Cy, with the secret
// SOLVE set.
func three(t *testing.T, r Rules) State {
	t.Helper()
	return play(t, mustNew(t, r, Setup{Names: []string{"Ann", "Bob", "Cy"}}), "0 secret SOLVE")
}

// playerWords are the words a Detail may never hold: Go names and syntax.
var goWords = []string{"State.", "Rules.", "Setup.", "Attach", "Go ", "quoted string", "nil"}

func checkPlayerWords(t *testing.T, err error) {
	t.Helper()
	d := tilekit.Detail(err)
	for _, w := range goWords {
		if strings.Contains(d, w) {
			t.Errorf("detail %q holds %q, which is for programmers", d, w)
		}
	}
}

func TestSeatRefusals(t *testing.T) {
	s := three(t, TimedMode(time.Minute))
	// The host guessing, Onlooker and seats outside the game: refused
	// with ErrNotYourTurn before the word is looked at, in the same words
	// whatever the move, and never quoting the secret.
	g := wrap(s)
	for _, seat := range []int{0, tilekit.Onlooker, 3, 99} {
		var details []string
		for _, m := range []Move{Guess(0, "SOLVE"), Guess(0, "QQQQQ"), SetSecret(0, "CRANE"), GiveUp(1), Guess(seat, "SOLVE")} {
			err := g.ValidateAs(seat, m.String())
			var me *MoveError
			if !errors.Is(err, ErrNotYourTurn) || !errors.As(err, &me) {
				t.Fatalf("ValidateAs(%d, %v) = %v, want a *MoveError wrapping ErrNotYourTurn", seat, m, err)
			}
			if strings.Contains(tilekit.Detail(err), "SOLVE") {
				t.Errorf("ValidateAs(%d, %v) tells the secret: %v", seat, m, err)
			}
			checkPlayerWords(t, err)
			details = append(details, tilekit.Detail(err))
			next, aerr := g.PlayAs(seat, m.String())
			if !errors.Is(aerr, ErrNotYourTurn) || encodeState(t, unwrap(next)) != encodeState(t, s) {
				t.Errorf("PlayAs(%d, %v) = %v, or the state changed", seat, m, aerr)
			}
		}
		if len(slices.Compact(slices.Clone(details))) != 1 {
			t.Errorf("seat %d's refusals depend on the move: %q", seat, details)
		}
	}
	// A guesser sending another seat's move, or the clock's: Mover
	// names the seat, or the clock (Onlooker) for TimeUp.
	for _, m := range []Move{Guess(2, "CRANE"), GiveUp(2), TimeUp(1)} {
		if err := g.ValidateAs(1, m.String()); !errors.Is(err, ErrNotYourTurn) {
			t.Errorf("ValidateAs(1, %v) = %v, want ErrNotYourTurn", m, err)
		}
	}
	if got := s.Mover(TimeUp(1)); got != tilekit.Onlooker {
		t.Errorf("Mover(TimeUp(1)) = %d, want the clock (Onlooker)", got)
	}
	if got := s.Mover(Guess(2, "QQQQQ")); got != 2 {
		t.Errorf("Mover of seat 2's illegal guess = %d, want 2", got)
	}
	if err := s.Validate(TimeUp(1)); err != nil {
		t.Errorf("the server's Validate(TimeUp(1)) = %v", err)
	}
	// A legal move from its own seat: as Apply.
	if err := g.ValidateAs(1, "QXZZY"); !errors.Is(err, ErrNotAWord) {
		t.Errorf("ValidateAs of a non-word: %v", err)
	}
	got, err := g.PlayAs(1, "CRANE")
	want, _ := s.Apply(Guess(1, "CRANE"))
	if err != nil || encodeState(t, unwrap(got)) != encodeState(t, want) {
		t.Errorf("PlayAs(1, CRANE) = %v, or differs from Apply", err)
	}
	// A finished game: ErrGameOver for everyone.
	over := play(t, mustNew(t, DefaultRules(), Setup{Players: 1, Secret: "CRANE"}), "CRANE")
	if err := wrap(over).ValidateAs(0, "SLATE"); !errors.Is(err, ErrGameOver) {
		t.Errorf("ValidateAs after the end: %v", err)
	}
	if err := wrap(State{}).ValidateAs(0, "SLATE"); !errors.Is(err, ErrGameOver) {
		t.Errorf("the zero State's ValidateAs: %v", err)
	}
	// The host typing a word while guessers play is refused without a
	// word about the secret.
	if _, err := g.PlayAs(0, "CRANE"); !errors.Is(err, ErrNotYourTurn) || strings.Contains(err.Error(), "SOLVE") {
		t.Errorf("PlayAs(0, SOLVE) = %v", err)
	}
	if g2, err := g.PlayAs(1, "crane"); err != nil || g2.History()[1] != "1 guess CRANE" {
		t.Errorf("PlayAs(1, crane) = %v", err)
	}
}

func TestParseMoveAs(t *testing.T) {
	fresh := mustNew(t, DefaultRules(), Setup{Names: []string{"Ann", "Bob", "Cy"}})
	s := three(t, DefaultRules())
	for _, c := range []struct {
		s    State
		seat int
		text string
		want Move
	}{
		{fresh, 0, "solve", SetSecret(0, "SOLVE")},
		{fresh, 1, "solve", Guess(1, "SOLVE")}, // not the host: a guess, refused later
		{s, 0, "crane", Guess(0, "CRANE")},     // the secret is set: a guess
		{s, 1, " crane ", Guess(1, "CRANE")},
		{s, 1, "giveup", GiveUp(1)},
		{s, 1, "GiveUp", GiveUp(1)},
		{s, 1, "guess slate", Guess(1, "SLATE")},
		{s, 1, "timeup", TimeUp(1)},
		{s, 1, "2 guess slate", Guess(2, "SLATE")}, // names a seat: kept
		{s, 2, "1 giveup", GiveUp(1)},
		{s, 1, `"crane"`, Guess(1, "CRANE")},
	} {
		got, err := c.s.ParseMoveAs(c.seat, c.text)
		if err != nil || got != c.want {
			t.Errorf("ParseMoveAs(%d, %q) = %v, %v; want %v", c.seat, c.text, got, err, c.want)
		}
	}
	if _, err := wrap(s).PlayAs(1, "2 guess slate"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("PlayAs(1) of seat 2's move: %v", err)
	}
	long := strings.Repeat("@", 1<<20)
	for _, text := range []string{"", "  ", "@@@", "\x00", "crane slate", "8Z ZZZZ ?!", "1 guess", "guess", "1 guess CR4NE", `"unclosed`, "a b c d", long} {
		for _, parse := range []func(string) (Move, error){
			func(x string) (Move, error) { return s.ParseMoveAs(1, x) },
			s.ParseMove,
		} {
			m, err := parse(text)
			var me *MoveError
			if !errors.As(err, &me) || !errors.Is(err, ErrSyntax) || m != (Move{}) {
				t.Errorf("parsing %.20q: %v, %v; want the zero Move and a *MoveError wrapping ErrSyntax", text, m, err)
				continue
			}
			if me.Move != (Move{}) || len(me.Text) > 50 || len(err.Error()) > 300 {
				t.Errorf("parsing %.20q: MoveError %+.80v is not clipped", text, me)
			}
			checkPlayerWords(t, err)
		}
	}
	if _, err := s.ParseMoveAs(1, "@@@"); !strings.HasPrefix(err.Error(), `wordle: Bob: @@@: `) {
		t.Errorf("ParseMoveAs(1) error %q does not name Bob", err)
	}
}

func TestHistoryAndLastMove(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 3})
	if m, ok := s.LastMove(); ok || m != (Move{}) || len(s.History()) != 0 {
		t.Fatalf("a new game has no last move: %v %v %v", m, ok, s.History())
	}
	s = play(t, s, "0 secret solve", "2 guess crane", "1 guess slime", "2 giveup")
	want := []Move{SetSecret(0, "SOLVE"), Guess(2, "CRANE"), Guess(1, "SLIME"), GiveUp(2)}
	if got := s.History(); !slices.Equal(got, want) {
		t.Fatalf("History = %v, want %v (the order of application)", got, want)
	}
	if m, ok := s.LastMove(); !ok || m != GiveUp(2) {
		t.Errorf("LastMove = %v, %v", m, ok)
	}
	// The slice is a copy.
	h := s.History()
	h[0] = GiveUp(1)
	if s.History()[0] != want[0] {
		t.Error("changing History's slice changed the State")
	}
	// Two children of one parent do not see each other's moves.
	a, err := s.Apply(Guess(1, "SOLVE"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := s.Apply(GiveUp(1))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.History(); !slices.Equal(got, append(slices.Clone(want), Guess(1, "SOLVE"))) {
		t.Errorf("child a History = %v", got)
	}
	if got := b.History(); !slices.Equal(got, append(slices.Clone(want), GiveUp(1))) {
		t.Errorf("child b History = %v", got)
	}
	if got := s.History(); !slices.Equal(got, want) {
		t.Errorf("parent History changed to %v", got)
	}
	// The text form keeps the order, and the decoded state its history.
	var back State
	if err := back.UnmarshalText([]byte(encodeState(t, a))); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(back.History(), a.History()) {
		t.Errorf("decoded History = %v, want %v", back.History(), a.History())
	}
}

func TestHistoryFor(t *testing.T) {
	s := play(t, three(t, DefaultRules()), "1 guess CRANE", "2 guess SLATE")
	text := func(ms []string) string { return strings.Join(ms, ", ") }
	for _, c := range []struct {
		seat int
		want string
	}{
		{0, "0 secret SOLVE, 1 guess CRANE, 2 guess SLATE"},
		{1, "0 secret, 1 guess CRANE, 2 guess (2 green, 1 yellow)"},
		{2, "0 secret, 1 guess (1 green, 0 yellow), 2 guess SLATE"},
		{tilekit.Onlooker, "0 secret, 1 guess (1 green, 0 yellow), 2 guess (2 green, 1 yellow)"},
		{7, "0 secret, 1 guess (1 green, 0 yellow), 2 guess (2 green, 1 yellow)"},
	} {
		h := historyFor(s, c.seat)
		if got := text(h); got != c.want {
			t.Errorf("HistoryFor(%d) = %s, want %s", c.seat, got, c.want)
		}
		last, ok := wrap(s).LastMoveFor(c.seat)
		if !ok || last != h[len(h)-1] {
			t.Errorf("LastMoveFor(%d) = %v, %v", c.seat, last, ok)
		}
		m := s.Mask(c.seat, 2, s.History()[2])
		if v := s.View(c.seat); v.LastMove.Word != m.Word {
			t.Errorf("View(%d).LastMove.Word = %q, Mask %q", c.seat, v.LastMove.Word, m.Word)
		}
		// A masked guess counts what the View shows of the row.
		if row := s.View(c.seat).Rounds[0].Boards[2].Rows[0]; m.Masked && (m.Greens != row.Greens || m.Yellows != row.Yellows) {
			t.Errorf("Mask(%d) of Cy's guess = %+v, View's row %+v", c.seat, m, row)
		}
	}
	if got := text(wrap(s).History()); got != "0 secret SOLVE, 1 guess CRANE, 2 guess SLATE" {
		t.Errorf("History() = %s, want every word", got)
	}
	// The round ends: its secret is the table's, the guesses stay each
	// guesser's own, and the next round's host reads its guessers' rows.
	s = play(t, s, "1 guess SOLVE", "2 giveup", "1 secret CHEST", "0 guess CRANE", "2 guess SLATE")
	if got, want := text(historyFor(s, 1)), "0 secret SOLVE, 1 guess CRANE, 2 guess (2 green, 1 yellow), 1 guess SOLVE, 2 giveup, 1 secret CHEST, 0 guess CRANE, 2 guess SLATE"; got != want {
		t.Errorf("HistoryFor(1) = %s\nwant %s", got, want)
	}
	if got, want := text(historyFor(s, 0)), "0 secret SOLVE, 1 guess CRANE, 2 guess SLATE, 1 guess SOLVE, 2 giveup, 1 secret, 0 guess CRANE, 2 guess (0 green, 3 yellow)"; got != want {
		t.Errorf("HistoryFor(0) = %s\nwant %s", got, want)
	}
	// Mask of an index outside the history cannot tell the round: it
	// leaves the word out, and claims no counts.
	for _, at := range []int{-1, len(s.History())} {
		if got := s.Mask(0, at, Guess(1, "CRANE")); got != (Move{Kind: KindGuess, Player: 1}) {
			t.Errorf("Mask(0, %d, a guess) = %+v", at, got)
		}
	}
	if h := historyFor(State{}, tilekit.Onlooker); h == nil || len(h) != 0 {
		t.Errorf("the zero State's HistoryFor = %#v, want an empty list", h)
	}
	if _, ok := wrap(State{}).LastMoveFor(0); ok {
		t.Error("the zero State has a last move")
	}
	_ = (State{}).View(tilekit.Onlooker)
}

// TestMaskedGuess: a guess as the table hears it reads back as itself
// from its text, and is never a move: ParseMove refuses its text, and
// Validate and Apply the Move.
func TestMaskedGuess(t *testing.T) {
	s := three(t, DefaultRules())
	s = play(t, s, "1 guess CRANE")
	m := s.Mask(2, 1, s.History()[1])
	if want := (Move{Kind: KindGuess, Player: 1, Masked: true, Greens: 1, Yellows: 0}); m != want {
		t.Fatalf("Mask(2) of CRANE against SOLVE = %+v, want %+v", m, want)
	}
	var back Move
	if err := back.UnmarshalText([]byte(m.String())); err != nil || back != m {
		t.Errorf("UnmarshalText(%q) = %+v, %v", m.String(), back, err)
	}
	for _, text := range []string{"1 guess (1 green, 0 yellow)", "guess (1 green, 0 yellow)", "(1 green, 0 yellow)"} {
		if got, err := ParseMove(s, text); !errors.Is(err, ErrSyntax) {
			t.Errorf("ParseMove(%q) = %v, %v; want ErrSyntax", text, got, err)
		}
		if err := wrap(s).ValidateAs(1, text); !errors.Is(err, ErrSyntax) {
			t.Errorf("ValidateAs(1, %q) = %v; want ErrSyntax", text, err)
		}
	}
	for _, bad := range []Move{m, {Kind: KindGuess, Player: 1, Masked: true}, {Kind: KindGuess, Player: 1, Word: "SLATE", Greens: 1}} {
		if err := s.Validate(bad); !errors.Is(err, ErrBadMove) {
			t.Errorf("Validate(%+v) = %v, want ErrBadMove", bad, err)
		}
		if next, err := s.Apply(bad); !errors.Is(err, ErrBadMove) || encodeState(t, next) != encodeState(t, s) {
			t.Errorf("Apply(%+v) = %v, or the state changed", bad, err)
		}
	}
	for _, text := range []string{"1 guess (0 green)", "1 guess (01 green, 1 yellow)", "1 guess (-1 green, 1 yellow)", "1 guess (5 green, 4 yellow)", "1 secret (1 green, 0 yellow)"} {
		if err := back.UnmarshalText([]byte(text)); !errors.Is(err, ErrSyntax) {
			t.Errorf("UnmarshalText(%q) = %+v, %v; want ErrSyntax", text, back, err)
		}
	}
}

func TestOutcome(t *testing.T) {
	s := three(t, DefaultRules())
	o := s.Outcome()
	if o.Over || len(o.Winners) != 0 || o.Reason != "" || !o.LowerWins || !slices.Equal(o.Scores, []int{0, 0, 0}) {
		t.Errorf("Outcome during the game = %+v", o)
	}
	s = play(t, s, "1 guess SOLVE", "2 giveup", // Bob 1, Cy 7
		"1 secret CHEST", "0 guess CHEST", "2 guess CHEST", // Ann 1, Cy 1
		"2 secret CRANE", "0 guess SLATE", "0 guess CRANE", "1 guess CRANE") // Ann 2, Bob 1
	o = s.Outcome()
	want := tilekit.Outcome{Over: true, Scores: []int{3, 2, 8}, Winners: []int{1}, LowerWins: true,
		Reason: "all 3 rounds have been played"}
	if diff := cmp.Diff(want, o); diff != "" {
		t.Errorf("Outcome at the end (-want +got):\n%s", diff)
	}
	fast := play(t, mustNew(t, FastMode(), Setup{Names: []string{"Ann", "Bob"}}), "0 secret SOLVE", "1 guess SOLVE", "1 secret CRANE", "0 guess CRANE")
	if o := fast.Outcome(); o.LowerWins || !slices.Equal(o.Winners, []int{0, 1}) || o.Reason != "all 2 rounds have been played" {
		t.Errorf("fast Outcome = %+v", o)
	}
	solo := play(t, mustNew(t, DefaultRules(), Setup{Players: 1, Secret: "CRANE"}), "SLATE", "CRANE")
	if o := solo.Outcome(); o.Reason != "the round has been played" {
		t.Errorf("solo Outcome = %+v", o)
	}
	if o := (State{}).Outcome(); !o.Over || len(o.Winners) != 0 {
		t.Errorf("the zero State's Outcome = %+v", o)
	}
	js, err := json.Marshal(State{}.Outcome())
	if err != nil || string(js) != `{"over":true,"scores":[],"winners":[],"lowerWins":true,"reason":"no game was dealt"}` {
		t.Errorf("zero Outcome JSON %s, %v", js, err)
	}
}

func TestPreview(t *testing.T) {
	s := three(t, DefaultRules())
	solve, err := s.Preview(1, Guess(1, "SOLVE"))
	other, err2 := s.Preview(1, Guess(1, "CRANE"))
	if err != nil || err2 != nil || !cmp.Equal(solve, other) {
		t.Errorf("a guess's preview tells whether it solves: %v (%v) vs %v (%v)", solve, err, other, err2)
	}
	if want := (tilekit.Preview{Parts: []string{"uses row 1 of 6"}}); !cmp.Equal(solve, want) {
		t.Errorf("Preview(1, SOLVE) = %+v, want %+v", solve, want)
	}
	if pv, err := s.Preview(2, GiveUp(2)); err != nil || pv.Total != 7 {
		t.Errorf("Preview of giving up = %+v, %v", pv, err)
	}
	// Game.Preview refuses first what the seat may not play.
	if _, err := wrap(s).Preview(0, "CRANE"); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("the host's Preview of a guess: %v", err)
	}
	if pv, err := wrap(s).Preview(1, "QXZZY"); !errors.Is(err, ErrNotAWord) || pv.Parts == nil {
		t.Errorf("Preview of a non-word: %v, %v", pv, err)
	}
	if pv, err := wrap(s).Preview(1, "crane"); err != nil || !cmp.Equal(pv, solve) {
		t.Errorf("Game.Preview(1, crane) = %+v, %v; want %+v", pv, err, solve)
	}
	if _, err := s.Preview(1, Move{Kind: 9, Player: 1}); !errors.Is(err, ErrBadMove) {
		t.Errorf("Preview of no kind of move: %v", err)
	}
	if pv, err := mustNew(t, DefaultRules(), Setup{Players: 2}).Preview(0, SetSecret(0, "SOLVE")); err != nil || pv.Total != 0 || len(pv.Parts) != 1 {
		t.Errorf("Preview of the secret: %+v, %v", pv, err)
	}
	last := play(t, mustNew(t, Rules{WordLength: 5, Tries: 2}, Setup{Players: 2}), "0 secret SOLVE", "1 guess CRANE")
	if pv, err := last.Preview(1, Guess(1, "SLATE")); err != nil || pv.Parts[0] != "uses row 2 of 2, the last" {
		t.Errorf("Preview of the last row: %+v, %v", pv, err)
	}
	// The server's Score does read the secret.
	if sc, _ := s.Score(Guess(1, "SOLVE")); sc.Total != 1 {
		t.Errorf("Score of the solving guess = %+v", sc)
	}
}

func TestClockAndExpire(t *testing.T) {
	untimed := three(t, DefaultRules())
	if k, d := untimed.Clock(); k != "" || d != 0 {
		t.Errorf("untimed Clock() = %q, %v", k, d)
	}
	if next, err := untimed.Expire("0.0"); err != nil || encodeState(t, next) != encodeState(t, untimed) {
		t.Errorf("Expire of an untimed game: %v, or it changed", err)
	}
	fresh := mustNew(t, TimedMode(90*time.Second), Setup{Players: 3})
	if k, d := fresh.Clock(); k != "" || d != 0 {
		t.Errorf("Clock() while the host chooses = %q, %v", k, d)
	}
	if next, err := fresh.Expire(""); err != nil || encodeState(t, next) != encodeState(t, fresh) {
		t.Errorf("Expire while the host chooses: %v, or it changed", err)
	}
	s := play(t, fresh, "0 secret SOLVE")
	k1, d := s.Clock()
	if k1 == "" || d != 90*time.Second {
		t.Errorf("Clock() = %q, %v", k1, d)
	}
	// TimeUp is the clock's move: the server's Validate takes it, no
	// seat may send it.
	for seat := 1; seat <= 2; seat++ {
		if err := s.Validate(TimeUp(seat)); err != nil {
			t.Errorf("Validate(TimeUp(%d)): %v", seat, err)
		}
		for q := range 3 {
			if err := wrap(s).ValidateAs(q, TimeUp(seat).String()); !errors.Is(err, ErrNotYourTurn) {
				t.Errorf("seat %d sends the clock's %v: %v", q, TimeUp(seat), err)
			}
		}
	}
	// Expire crosses out the row of every guesser still playing, once.
	e, err := s.Expire(k1)
	if err != nil || e.Tries(1) != 1 || e.Tries(2) != 1 {
		t.Fatalf("Expire(%q): %v, tries %d and %d", k1, err, e.Tries(1), e.Tries(2))
	}
	if h := e.History(); !slices.Equal(h[1:], []Move{TimeUp(1), TimeUp(2)}) {
		t.Errorf("Expire played %v, want both guessers' TimeUp", h[1:])
	}
	for _, stale := range []string{k1, "", "0.9", "x"} {
		if again, err := e.Expire(stale); err != nil || encodeState(t, again) != encodeState(t, e) {
			t.Errorf("Expire(%q) after %q expired: %v, or the game changed", stale, k1, err)
		}
	}
	keys := map[string]bool{k1: true}
	for _, move := range []string{"1 guess CRANE", "2 timeup", "1 guess SLATE"} {
		s = play(t, s, move)
		k, _ := s.Clock()
		if keys[k] {
			t.Errorf("after %s the period key %q is not new", move, k)
		}
		keys[k] = true
	}
	k, _ := s.Clock()
	s = play(t, s, "2 giveup")
	if k2, _ := s.Clock(); k2 != k {
		t.Errorf("a give-up began a new period: %q, %q", k, k2)
	}
	// Only the guesser still playing loses a row.
	if e, err := s.Expire(k); err != nil || e.Tries(1) != 3 || e.Tries(2) != 1 || e.History()[len(e.History())-1] != TimeUp(1) {
		t.Errorf("Expire with one guesser playing: %v, tries %d and %d", err, e.Tries(1), e.Tries(2))
	}
	s = play(t, s, "1 giveup", "1 secret CRANE")
	if k, _ := s.Clock(); keys[k] {
		t.Errorf("the next round reuses the period key %q", k)
	}
	if k, d := (State{}).Clock(); k != "" || d != 0 {
		t.Errorf("the zero State's Clock() = %q, %v", k, d)
	}
	// An expiry that takes every guesser's last row ends the round, and
	// in the last round the game: nobody is left to move.
	r := TimedMode(time.Minute)
	r.Tries = 1
	two := play(t, mustNew(t, r, Setup{Players: 2}), "0 secret SOLVE")
	k, _ = two.Clock()
	two, err = two.Expire(k)
	if err != nil || two.Round() != 1 || !slices.Equal(two.ToMove(), []int{1}) {
		t.Fatalf("Expire of the last row: %v, round %d, to move %v", err, two.Round(), two.ToMove())
	}
	two = play(t, two, "1 secret CRANE")
	k, _ = two.Clock()
	if two, err = two.Expire(k); err != nil || !two.Over() || len(two.ToMove()) != 0 {
		t.Errorf("Expire of the last round's last row: %v, over %v, to move %v", err, two.Over(), two.ToMove())
	}
	solo := mustNew(t, r, Setup{Players: 1, Seed: 4})
	k, _ = solo.Clock()
	if solo, err = solo.Expire(k); err != nil || !solo.Over() || len(solo.ToMove()) != 0 || solo.Result().Scores[0] != 2 {
		t.Errorf("a solo game's expiry: %v, over %v, to move %v, %v", err, solo.Over(), solo.ToMove(), solo.Result())
	}
}

func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("wordle")
	if !ok {
		t.Fatal(`tilekit.Lookup("wordle") finds nothing`)
	}
	if got := k.PresetNames(); !slices.Equal(got, []string{"default", "hard", "fast", "timed", "spanish", "french", "german"}) {
		t.Errorf("presets %v", got)
	}
	for _, p := range k.Presets {
		if p.About == "" || strings.Contains(p.About, "\n") {
			t.Errorf("preset %s: About %q is not one line", p.Name, p.About)
		}
		if p.MinPlayers != 1 || p.MaxPlayers != MaxPlayers {
			t.Errorf("preset %s deals %d to %d seats, want 1 to %d", p.Name, p.MinPlayers, p.MaxPlayers, MaxPlayers)
		}
	}
	if k.About == "" || strings.Contains(k.About, "\n") || k.Help == "" || k.Title == "" || k.Bot == nil {
		t.Error("the kind lacks About, Help, Title or Bot")
	}
	for _, c := range []struct {
		preset string
		want   Rules
	}{{"", DefaultRules()}, {"default", DefaultRules()}, {"hard", HardMode()}, {"fast", FastMode()}, {"timed", TimedMode(90 * time.Second)}} {
		g, err := k.New(c.preset, []string{"Ann", ""}, 1)
		if err != nil {
			t.Fatalf("New(%q): %v", c.preset, err)
		}
		s := g.State().(State)
		if got, _ := json.Marshal(s.Rules()); string(got) != gametest.JSON(t, c.want) {
			t.Errorf("preset %q deals %s", c.preset, got)
		}
		if g.Name(1) != "Player 2" {
			t.Errorf("an unnamed seat is %q", g.Name(1))
		}
	}
	if _, err := k.New("nope", []string{"A", "B"}, 1); !errors.Is(err, tilekit.ErrUnknownPreset) {
		t.Errorf("New of an unknown preset: %v", err)
	}
	for _, n := range []int{0, MaxPlayers + 1} {
		if _, err := k.New("", make([]string, n), 1); !errors.Is(err, ErrBadSetup) {
			t.Errorf("New for %d seats: %v", n, err)
		}
	}
	if g, err := k.New("", nil, 1); err != nil || g.Players() != 1 || g.ToMove()[0] != 0 {
		t.Errorf("New without names: %v; want a solo game", err)
	}

	// Bots play a whole game through the registry; saving and decoding
	// after every move changes nothing, and the same seed plays the same
	// game.
	playAll := func(level tilekit.Level) string {
		g, err := k.New("timed", []string{"Ann", "Bob", "Cy"}, 7)
		if err != nil {
			t.Fatal(err)
		}
		b := k.Bot(level, 42)
		bots := []tilekit.Bot{b, b, b}
		for steps := 0; !g.Over(); steps++ {
			if steps > 200 {
				t.Fatalf("%v bots do not finish", level)
			}
			seat, move, err := tilekit.NextMove(g, bots)
			if err != nil {
				t.Fatalf("%v bots: %v", level, err)
			}
			if g, err = g.PlayAs(seat, move); err != nil {
				t.Fatalf("%v bot's move %q: %v", level, move, err)
			}
			text, _ := g.MarshalText()
			back, err := tilekit.Decode(text)
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			if !slices.Equal(back.History(), g.History()) || !slices.Equal(back.HistoryFor(seat), g.HistoryFor(seat)) {
				t.Fatalf("Decode lost the history:\n%v\n%v", back.History(), g.History())
			}
		}
		text, _ := g.MarshalText()
		return string(text)
	}
	for _, level := range tilekit.Levels() {
		if a, b := playAll(level), playAll(level); a != b {
			t.Errorf("%v bots play differently from one seed:\n%s\n%s", level, a, b)
		}
	}
	// DecodeWith attaches a custom dictionary.
	s := mustNew(t, DefaultRules(), Setup{Players: 2, Dictionary: mapDict{"SOLVE": true, "CRANE": true}})
	text, _ := s.MarshalText()
	g, err := tilekit.DecodeWith(text, mapDict{"SOLVE": true})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play("0 secret SOLVE"); err != nil {
		t.Errorf("a decoded game with its dictionary attached: %v", err)
	}
}

func TestSuggestSample(t *testing.T) {
	list := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	for seed := range uint64(50) {
		r := tilesRand(seed)
		got := sample(r, list, 10)
		if sorted := slices.Sorted(slices.Values(got)); !slices.Equal(sorted, list) {
			t.Fatalf("sample of all 10 = %v, not a permutation", got)
		}
		if head := sample(r, list, 4); !slices.Equal(head, got[:4]) {
			t.Errorf("sample(4) = %v is not the start of sample(10) = %v", head, got)
		}
	}
	if got := sample(tilesRand(1), list, 99); len(got) != 10 {
		t.Errorf("sample of more than the list gave %d", len(got))
	}
}

func tilesRand(seed uint64) tiles.Rand { return tiles.NewRand(seed) }

func TestAnnounce(t *testing.T) {
	s := mustNew(t, DefaultRules(), Setup{Players: 3})
	if got := s.View(0).Announce(); got != "" {
		t.Errorf("Announce before any move = %q", got)
	}
	s = play(t, s, "0 secret SOLVE")
	for seat, want := range map[int]string{0: "set the secret SOLVE", 1: "set the secret", tilekit.Onlooker: "set the secret"} {
		if got := s.View(seat).Announce(); got != want {
			t.Errorf("View(%d).Announce() = %q, want %q", seat, got, want)
		}
	}
	s = play(t, s, "1 guess SOLES")
	for seat, want := range map[int]string{0: "guessed SOLES GGGY.", 1: "guessed SOLES GGGY.", 2: "guessed: 3 greens, 1 yellow"} {
		if got := s.View(seat).Announce(); got != want {
			t.Errorf("View(%d).Announce() = %q, want %q", seat, got, want)
		}
	}
	if got := play(t, s, "2 giveup").View(1).Announce(); got != "gave up" {
		t.Errorf("Announce of a give-up = %q", got)
	}
	timed := play(t, mustNew(t, TimedMode(time.Minute), Setup{Players: 2}), "0 secret SOLVE", "1 timeup")
	if got := timed.View(0).Announce(); got != "ran out of time on a row" {
		t.Errorf("Announce of a time-up = %q", got)
	}
}
