package gametest

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// toy is a tiny two-player game used to test the suite itself: each player
// holds up to three number tiles and in turn discards one (drawing a
// replacement) or passes. Two passes in a row, or both hands empty, end it.
// The flaw field switches on one deliberate bug.
type toy struct {
	hands   [2][]tiles.Tile
	discard []tiles.Tile
	bag     tiles.Bag
	turn    int
	passes  int
	scores  [2]int
	hist    *toyHist // nil for an empty history; never written once made
	flaw    string
}

// toyHist is a persistent list of the moves played, newest first, so that
// Apply is O(1) and children of one State share their parent's history.
type toyHist struct {
	m    toyMove
	prev *toyHist
	n    int
}

// toyMove discards Tile; the zero toyMove is a pass.
type toyMove struct{ Tile tiles.Tile }

func (m toyMove) String() string {
	if m.Tile == (tiles.Tile{}) {
		return "-"
	}
	return m.Tile.String()
}

func (m toyMove) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

func (m *toyMove) UnmarshalText(b []byte) error {
	if string(b) == "-" {
		*m = toyMove{}
		return nil
	}
	t, err := tiles.ParseTile(string(b))
	if err != nil {
		return err
	}
	*m = toyMove{t}
	return nil
}

// toyView is what one player sees.
type toyView struct {
	Hand     []tiles.Tile `json:"hand"`
	Discard  []tiles.Tile `json:"discard"`
	BagLen   int          `json:"bagLen"`
	ToMove   []int        `json:"toMove"`
	LastMove *string      `json:"lastMove"`
	Note     string       `json:"note,omitempty"`
}

var (
	errNotHeld  = tilekit.ErrNotHeld
	errGameOver = tilekit.ErrGameOver
)

// refuse builds the toy's refusal of m.
func (g toy) refuse(m toyMove, err error, detail string) error {
	return &tilekit.MoveError[toyMove]{Player: g.Name(g.turn), Move: m, Err: err, Detail: detail}
}

// zeroFlaw makes the zero toy a game in progress, a flaw no field of the
// zero value can carry. Only TestBrokenToysFail sets it.
var zeroFlaw bool

var _ gamekit.State[toy, toyMove, toyView] = toy{}

func newToy(seed uint64, flaw string) (toy, error) {
	var d tiles.Distribution = map[tiles.Tile]int{}
	for n := 1; n <= 5; n++ {
		d[tiles.Number(n, tiles.Red)] = 2
	}
	g := toy{bag: d.Bag(seed), flaw: flaw}
	for p := range g.hands {
		var err error
		g.bag, g.hands[p], err = g.bag.Draw(3)
		if err != nil {
			return toy{}, err
		}
	}
	return g, nil
}

func (g toy) Players() int { return 2 }

func (g toy) Name(p int) string {
	if g.flaw == "name" {
		return [...]string{"Ada", "Bo"}[p] // panics out of range
	}
	return "Player " + strconv.Itoa(p+1)
}

func (g toy) ToMove() []int {
	if g.Over() && g.flaw != "tomove" || g.flaw == "waits" && g.passes == 1 && !g.Over() {
		return []int{}
	}
	return []int{g.turn}
}

func (g toy) Over() bool {
	if zeroFlaw && g.bag.Len() == 0 && g.hist == nil {
		return false
	}
	return g.passes >= 2 || (len(g.hands[0]) == 0 && len(g.hands[1]) == 0)
}

func (g toy) LastMove() (toyMove, bool) {
	if g.hist == nil {
		return toyMove{}, false
	}
	return g.hist.m, true
}

func (g toy) History() []toyMove {
	if g.hist == nil {
		return nil
	}
	out := make([]toyMove, g.hist.n)
	for h := g.hist; h != nil; h = h.prev {
		out[h.n-1] = h.m
	}
	return out
}

func (g toy) View(p int) toyView {
	var hand []tiles.Tile
	if p == 0 || p == 1 {
		hand = g.hands[p]
	}
	v := toyView{
		Hand:    tiles.Sort(slices.Clone(hand)),
		Discard: tiles.Sort(slices.Clone(g.discard)),
		BagLen:  g.bag.Len(),
		ToMove:  g.ToMove(),
	}
	if g.flaw != "null" {
		v.Hand = append([]tiles.Tile{}, v.Hand...)
		v.Discard = append([]tiles.Tile{}, v.Discard...)
	}
	if g.flaw == "hidden" && p == 1 {
		v.Note = "SECRET"
	}
	if m, ok := g.LastMove(); ok && g.flaw != "view" {
		text := m.String()
		v.LastMove = &text
	}
	return v
}

func (g toy) ParseMove(text string) (toyMove, error) {
	var m toyMove
	if err := m.UnmarshalText([]byte(text)); err != nil {
		if g.flaw == "parse" {
			return toyMove{}, err
		}
		return toyMove{}, &tilekit.MoveError[toyMove]{Text: text, Err: tilekit.ErrSyntax, Detail: "not a tile"}
	}
	return m, nil
}

func (g toy) Validate(m toyMove) error {
	if g.Over() {
		return g.refuse(m, errGameOver, "the game is over")
	}
	if m == (toyMove{}) {
		return nil
	}
	if !slices.Contains(g.hands[g.turn], m.Tile) {
		switch g.flaw {
		case "validate":
			return nil
		case "sentinel":
			return g.refuse(m, errors.New("no such tile"), "no such tile")
		}
		return g.refuse(m, errNotHeld, m.String()+" is not in your hand")
	}
	return nil
}

// Mover is the seat to move: every move is the turn's. The "mover" flaw
// gives the other seat.
func (g toy) Mover(m toyMove) int {
	if g.Over() {
		return tilekit.Onlooker
	}
	if g.flaw == "mover" {
		return 1 - g.turn
	}
	return g.turn
}

func (g toy) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: g.Over(), Scores: g.scores[:], Winners: []int{}}
	if g.flaw == "outcome" {
		o.Winners = []int{0}
	}
	if !o.Over {
		return o
	}
	o.Reason = "both passed or both hands are empty"
	best := max(g.scores[0], g.scores[1])
	o.Winners = o.Winners[:0]
	for p, n := range g.scores {
		if n == best {
			o.Winners = append(o.Winners, p)
		}
	}
	return o
}

func (g toy) Hints(seat, n int) ([]gamekit.HintOf[toyMove], error) {
	out := []gamekit.HintOf[toyMove]{}
	hand := slices.Clone(g.hands[seat])
	slices.SortFunc(hand, func(a, b tiles.Tile) int { return int(b.Value) - int(a.Value) })
	switch g.flaw {
	case "hints":
		hand = append([]tiles.Tile{tiles.Number(9, tiles.Blue)}, hand...)
	case "nohints":
		hand = nil // and no pass, though a pass is always legal
	}
	for _, x := range hand {
		if len(out) >= n {
			break
		}
		out = append(out, gamekit.HintOf[toyMove]{Move: toyMove{x}, Score: int(x.Value)})
	}
	if len(out) < n && g.flaw != "nohints" {
		out = append(out, gamekit.HintOf[toyMove]{Note: "pass"})
	}
	return out, nil
}

func (g toy) Preview(seat int, m toyMove) (tilekit.Preview, error) {
	return tilekit.Preview{Total: int(m.Tile.Value), Parts: []string{}}, nil
}

// Clock times every turn: the period is the number of moves played.
func (g toy) Clock() (string, time.Duration) {
	if g.Over() {
		return "", 0
	}
	return "turn " + strconv.Itoa(g.histLen()), time.Minute
}

// Expire passes for the seat whose turn ran out. The "expirestale" flaw
// passes whatever the period; "expiretwice" passes twice.
func (g toy) Expire(period string) (toy, error) {
	if now, _ := g.Clock(); period != now && g.flaw != "expirestale" || g.Over() {
		return g, nil
	}
	next, err := g.Apply(toyMove{})
	if g.flaw == "expiretwice" && err == nil && !next.Over() {
		next, err = next.Apply(toyMove{})
	}
	return next, err
}

// Draw shows seat's hand and the discards.
func (g toy) Draw(seat int) string {
	if g.flaw == "nodraw" {
		return ""
	}
	hand := "-"
	if seat == 0 || seat == 1 {
		hand = tiles.FormatMultiset(g.hands[seat])
	}
	return fmt.Sprintf("hand %s\ndiscard %s\nbag %d\n", hand, tiles.FormatMultiset(g.discard), g.bag.Len())
}

func (g toy) histLen() int {
	if g.hist == nil {
		return 0
	}
	return g.hist.n
}

// Score is what m earns: the value of the tile discarded.
func (g toy) Score(m toyMove) (int, error) {
	if err := g.Validate(m); err != nil {
		return 0, err
	}
	return int(m.Tile.Value), nil
}

func (g toy) Apply(m toyMove) (toy, error) {
	if g.flaw == "mutate" && len(g.hands[g.turn]) > 0 {
		g.hands[g.turn][0] = m.Tile // writes through to the receiver's slice
	}
	if err := g.Validate(m); err != nil {
		if g.flaw == "zeroret" {
			return toy{}, err
		}
		return g, err
	}
	if g.flaw != "history" || m != (toyMove{}) {
		n := 1
		if g.hist != nil {
			n = g.hist.n + 1
		}
		g.hist = &toyHist{m: m, prev: g.hist, n: n}
	}
	if m == (toyMove{}) {
		g.passes++
		g.turn = 1 - g.turn
		return g, nil
	}
	hand, err := tiles.Remove(g.hands[g.turn], []tiles.Tile{m.Tile})
	if err != nil {
		return toy{}, err
	}
	var drawn []tiles.Tile
	g.bag, drawn = g.bag.DrawUpTo(1)
	g.hands[g.turn] = append(hand, drawn...)
	switch g.flaw {
	case "lose":
	case "alias":
		g.discard = append(g.discard, m.Tile) // may write where a sibling's discard lives
	default:
		g.discard = append(slices.Clone(g.discard), m.Tile)
	}
	g.scores[g.turn] += int(m.Tile.Value)
	if g.flaw == "points" && m.Tile.Value == 5 {
		g.scores[g.turn]++
	}
	g.passes = 0
	g.turn = 1 - g.turn
	return g, nil
}

func (g toy) tiles() []tiles.Tile {
	all := slices.Concat(g.hands[0], g.hands[1], g.discard, g.bag.Tiles())
	return all
}

func (g toy) MarshalText() ([]byte, error) {
	var hist []string
	for _, m := range g.History() {
		hist = append(hist, m.String())
	}
	passes := g.passes
	if g.flaw == "decoded" {
		passes = 0 // forgets a pass: a decoded copy plays on after two
	}
	return fmt.Appendf(nil, "%d|%d|%d,%d|%s|%s|%s|%s|%s|%s", g.turn, passes, g.scores[0], g.scores[1],
		tiles.FormatMultiset(g.hands[0]), tiles.FormatMultiset(g.hands[1]),
		tiles.FormatMultiset(g.discard), g.bag, strings.Join(hist, ","), g.flaw), nil
}

func (g *toy) UnmarshalText(b []byte) error {
	f := strings.Split(string(b), "|")
	if len(f) != 9 {
		if strings.HasSuffix(string(b), "|echo") {
			return fmt.Errorf("toy: bad text %q", b) // quotes it whole
		}
		return errors.New("toy: bad text")
	}
	var v toy
	var err error
	if v.turn, err = strconv.Atoi(f[0]); err != nil {
		return err
	}
	if v.passes, err = strconv.Atoi(f[1]); err != nil {
		return err
	}
	if _, err := fmt.Sscanf(f[2], "%d,%d", &v.scores[0], &v.scores[1]); err != nil {
		return err
	}
	f = f[1:]
	for i := range 2 {
		if v.hands[i], err = tiles.ParseMultiset(f[2+i]); err != nil {
			return err
		}
	}
	if v.discard, err = tiles.ParseMultiset(f[4]); err != nil {
		return err
	}
	if err := v.bag.UnmarshalText([]byte(f[5])); err != nil {
		return err
	}
	if f[6] != "" {
		for i, text := range strings.Split(f[6], ",") {
			var m toyMove
			if err := m.UnmarshalText([]byte(text)); err != nil {
				return err
			}
			v.hist = &toyHist{m: m, prev: v.hist, n: i + 1}
		}
	}
	v.flaw = f[7]
	*g = v
	return nil
}

func toyGame(flaw string) Game[toy, toyMove, toyView] {
	return Game[toy, toyMove, toyView]{
		New: func(seed uint64) (toy, error) { return newToy(seed, flaw) },
		Moves: func(t *rapid.T, g toy) []toyMove {
			ms := []toyMove{{}, {tiles.Number(9, tiles.Blue)}}
			for _, x := range g.hands[g.turn] {
				ms = append(ms, toyMove{x}, toyMove{x})
			}
			return ms
		},
		Tiles: toy.tiles,
		Result: func(g toy) any {
			if flaw == "camel" {
				return struct{ Left [2]int }{[2]int{len(g.hands[0]), len(g.hands[1])}}
			}
			return [2]int{len(g.hands[0]), len(g.hands[1])}
		},
		Kind:      toyKind(flaw),
		Periods:   toy.histLen,
		Hidden:    func(toy, int) []string { return []string{"SECRET"} },
		ParseMove: toy.ParseMove,
		Errors:    []error{errNotHeld, errGameOver},
		Points: func(g toy, m toyMove) (int, int, bool) {
			n, err := g.Score(m)
			return g.turn, n, err == nil
		},
		Scores: func(g toy) []int { return g.scores[:] },
	}
}

func TestToyPasses(t *testing.T) {
	Run(t, toyGame(""))
}

// recorder is a rapid.TB that notes failures instead of failing the test.
type recorder struct {
	*testing.T
	failed bool
	msg    string
}

func (r *recorder) Fatalf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Fatal(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) Errorf(format string, args ...any) { r.fail(fmt.Sprintf(format, args...)) }
func (r *recorder) Error(args ...any)                 { r.fail(fmt.Sprint(args...)) }
func (r *recorder) FailNow()                          { r.failed = true }
func (r *recorder) Fail()                             { r.failed = true }
func (r *recorder) Failed() bool                      { return r.failed }
func (r *recorder) Logf(string, ...any)               {}
func (r *recorder) Log(...any)                        {}
func (r *recorder) fail(msg string) {
	if !r.failed {
		r.msg = msg
	}
	r.failed = true
}

func TestBrokenToysFail(t *testing.T) {
	for _, c := range []struct{ flaw, want string }{
		{"validate", "Validate says"},
		{"mutate", "changed|different state|tilekit.Decode"},
		{"lose", "not conserved"},
		{"tomove", "ToMove"},
		{"name", "panicked"},
		{"null", "as null"},
		{"history", "History is|same period"},
		{"zeroret", "returned a State other than its receiver"},
		{"alias", "changed a State made earlier"},
		{"sentinel", "wraps none of the game's sentinel errors"},
		{"points", "the game says it earns"},
		{"decoded", "decod"},
		{"zero", "the zero State is not over"},
		{"view", "has lastMove null"},
		{"parse", "want a *MoveError wrapping tilekit.ErrSyntax"},
		{"mover", "whose Mover"},
		{"outcome", "names winners"},
		{"hidden", "which seat 1 may not see yet"},
		{"hints", "which seat 0 may not play"},
		{"nohints", "gave 0 hints"},
		{"waits", "want no seat to move exactly when the game is over"},
		{"expirestale", "not the current period"},
		{"expiretwice", "ended 2 periods"},
		{"nodraw", "want a picture"},
		{"camel", "encodes the key"},
		{"echo", "an error of"},
		{"registry", "tilekit.Decode does not round-trip"},
	} {
		t.Run(c.flaw, func(t *testing.T) {
			if c.flaw == "zero" {
				zeroFlaw = true
				defer func() { zeroFlaw = false }()
			}
			r := &recorder{T: t}
			rapid.Check(r, Property(toyGame(c.flaw)))
			if !r.failed {
				t.Fatalf("the suite passed a toy with the %q flaw", c.flaw)
			}
			if !slices.ContainsFunc(strings.Split(c.want, "|"), func(w string) bool { return strings.Contains(r.msg, w) }) {
				t.Errorf("flaw %q reported as %q, want it to mention %q", c.flaw, r.msg, c.want)
			}
		})
	}
}

func TestDecodeText(t *testing.T) {
	m, ok := DecodeText[toyMove](t, []byte("A1"))
	if !ok || m != (toyMove{tiles.Letter('A', 1)}) {
		t.Errorf("DecodeText(A1) = %v, %v", m, ok)
	}
	if _, ok := DecodeText[toyMove](t, []byte("not a tile")); ok {
		t.Error("DecodeText accepted bad text")
	}
	g, _ := newToy(3, "")
	text, _ := g.MarshalText()
	if _, ok := DecodeText[toy](t, text); !ok {
		t.Error("DecodeText rejected a toy state")
	}
	// A decoder whose output does not read back is caught.
	r := &recorder{T: t}
	DecodeText[lossy](r, []byte("x"))
	if !r.failed {
		t.Error("DecodeText passed a type whose encoding does not decode")
	}
}

// lossy decodes "x" but writes "y", which it rejects.
type lossy struct{}

func (lossy) MarshalText() ([]byte, error) { return []byte("y"), nil }
func (*lossy) UnmarshalText(b []byte) error {
	if string(b) != "x" {
		return errors.New("lossy: want x")
	}
	return nil
}

func TestParseMove(t *testing.T) {
	g, _ := newToy(3, "")
	if m, ok := ParseMove(t, g, "A1"); !ok || m != (toyMove{tiles.Letter('A', 1)}) {
		t.Errorf("ParseMove(A1) = %v, %v", m, ok)
	}
	if _, ok := ParseMove(t, g, "not a tile"); ok {
		t.Error("ParseMove accepted bad text")
	}
	// A game whose Apply writes into its receiver is caught.
	bad, _ := newToy(3, "mutate")
	r := &recorder{T: t}
	ParseMove(r, bad, "Z9")
	if !r.failed || !strings.Contains(r.msg, "changed the state") {
		t.Errorf("ParseMove passed a toy whose Apply changes its receiver (%q)", r.msg)
	}
}

func TestDecodeState(t *testing.T) {
	g, _ := newToy(3, "")
	g = Must(g.Apply(toyMove{g.hands[0][0]}))
	text, _ := g.MarshalText()
	if _, ok := DecodeState[toy](t, text); !ok {
		t.Error("DecodeState rejected a toy state")
	}
	if _, ok := DecodeState[toy](t, []byte("not a state")); ok {
		t.Error("DecodeState accepted bad text")
	}
}

func TestMoverEarns(t *testing.T) {
	g, _ := newToy(3, "")
	m := toyMove{g.hands[0][0]}
	if p, n, ok := MoverEarns(g, m, 7, nil); p != 0 || n != 7 || !ok {
		t.Errorf("MoverEarns = %d, %d, %v; want 0, 7, true", p, n, ok)
	}
	if _, _, ok := MoverEarns(g, m, 7, errNotHeld); ok {
		t.Error("MoverEarns claims points for a move Score refused")
	}
	if _, _, ok := MoverEarns(g, toyMove{tiles.Number(9, tiles.Blue)}, 7, nil); ok {
		t.Error("MoverEarns claims points for a move Apply refuses")
	}
}

func TestRefuses(t *testing.T) {
	Refuses[toyMove](t, "not a tile", []byte("not a tile"))
	Refuses[toyMove](t, "a long line", []byte(strings.Repeat("x", 1<<20)))
	r := &recorder{T: t}
	Refuses[toyMove](r, "a good move", []byte("A1"))
	if !r.failed {
		t.Error("Refuses passed text that decodes")
	}
}

// The toy registers two kinds: "toy", whose bot discards its highest
// tile, and "toylossy", whose Decode forgets the history (the "registry"
// flaw's game) and whose bot always waits.
func init() {
	decode := func(lossy bool) func([]byte, dictionary.Dictionary) (tilekit.Game, error) {
		return func(text []byte, _ dictionary.Dictionary) (tilekit.Game, error) {
			var g toy
			if err := g.UnmarshalText(text); err != nil {
				return nil, err
			}
			if lossy && g.hist != nil {
				g.hist = g.hist.prev
			}
			if lossy {
				return gamekit.Wrap("toylossy", g), nil
			}
			return gamekit.Wrap("toy", g), nil
		}
	}
	deal := func(_ string, _ []string, seed uint64, _ dictionary.Dictionary) (tilekit.Game, error) {
		g, err := newToy(seed, "")
		return gamekit.Wrap("toy", g), err
	}
	presets := []tilekit.Preset{{Name: "default", MinPlayers: 2, MaxPlayers: 2}}
	best := gamekit.BotFunc[toy, toyMove, toyView](func(g toy, seat int) (toyMove, error) {
		hs, err := g.Hints(seat, 1)
		if err != nil || len(hs) == 0 {
			return toyMove{}, err
		}
		return hs[0].Move, nil
	})
	hints := gamekit.EngineOf(gamekit.Engine[toy, toyMove, toyView]{Hints: toy.Hints}).Hints
	tilekit.Register(tilekit.Kind{Name: "toy", Presets: presets, Deal: deal, Decode: decode(false),
		Match: func(line string) bool { return strings.Contains(line, "|") && !strings.HasSuffix(line, "|registry") }})
	tilekit.RegisterEngine("toy", tilekit.Engine{Bot: func(tilekit.Level, uint64) tilekit.Bot { return best }, Hints: hints})
	tilekit.Register(tilekit.Kind{Name: "toylossy", Presets: presets, Deal: deal, Decode: decode(true),
		Match: func(line string) bool { return strings.HasSuffix(line, "|registry") }})
	tilekit.RegisterEngine("toylossy", tilekit.Engine{Bot: func(tilekit.Level, uint64) tilekit.Bot { return waiter{} }, Hints: hints})
}

func toyKind(flaw string) string {
	if flaw == "registry" {
		return "toylossy"
	}
	return "toy"
}

// The registry, tested on the toy kinds this package registers.
func TestRegistry(t *testing.T) {
	k, ok := tilekit.Lookup("toy")
	if !ok || k.Name != "toy" {
		t.Fatalf("Lookup(toy) = %v, %v", k.Name, ok)
	}
	var names []string
	for _, k := range tilekit.Kinds() {
		names = append(names, k.Name)
	}
	if got := strings.Join(names, ","); got != "toy,toylossy" {
		t.Errorf("Kinds() = %v, want toy,toylossy in order", got)
	}
	g, _ := newToy(3, "")
	g = Must(g.Apply(toyMove{g.hands[0][0]}))
	text, _ := g.MarshalText()
	back, err := tilekit.Decode(text)
	if err != nil || len(back.History()) != 1 {
		t.Fatalf("Decode(%q) = %v, %v", text, back, err)
	}
	if _, err := tilekit.Decode([]byte("chess 1\nrnbqkbnr")); !errors.Is(err, tilekit.ErrUnknownKind) || strings.Contains(err.Error(), "rnbq") {
		t.Errorf("Decode of an unknown game: %v", err)
	}
	defer func() {
		if recover() == nil {
			t.Error("Register of a Kind without a name did not panic")
		}
	}()
	tilekit.Register(tilekit.Kind{})
}

// A waiter is a bot that never has a move: it always waits.
type waiter struct{}

func (waiter) Move(tilekit.Game, int) (string, error) { return "", nil }

func TestPlayPresets(t *testing.T) {
	if n := PlayPresets(t, "toy", tilekit.Easy, 1, 100); n != 1 {
		t.Errorf("PlayPresets played %d games of the toy, want 1", n)
	}
	r := &recorder{T: t}
	PlayPresets(r, "toylossy", tilekit.Easy, 1, 100)
	if !r.failed || !strings.Contains(r.msg, "no legal move") {
		t.Errorf("PlayPresets passed a kind whose bots never move (%q)", r.msg)
	}
	g, _ := newToy(1, "waits")
	g = Must(g.Apply(toyMove{})) // one pass: no seat to move
	k, _ := tilekit.Lookup("toy")
	if _, err := PlayOut(gamekit.Wrap("toy", g), k, tilekit.Easy, 1, 100); err == nil || !strings.Contains(err.Error(), "ToMove") {
		t.Errorf("PlayOut passed a game with no seat to move before its end: %v", err)
	}
	g, _ = newToy(1, "nohints")
	if _, err := PlayOut(gamekit.Wrap("toy", g), k, tilekit.Easy, 1, 100); err == nil || !strings.Contains(err.Error(), "Hints") {
		t.Errorf("PlayOut passed a game whose hints are empty: %v", err)
	}
}
