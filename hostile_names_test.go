package tilekit_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
)

// hostileNames are names every game must refuse, by what is wrong.
var hostileNames = map[string]string{
	"1 MiB":              strings.Repeat("x", 1<<20),
	"65 characters":      strings.Repeat("é", 65),
	"a line break":       "Ann\nINFO a forged log line",
	"an ANSI escape":     "\x1b[2J\x1b[31mAnn",
	"invalid UTF-8":      "Ann\xff\xfe",
	"a bidi override":    "Ann\u202egnp.exe",
	"an isolate":         "Ann\u2066x",
	"a line separator":   "Ann\u2028Bob",
	"a C1 control":       "Ann\u0085",
	"a zero width space": "An\u200bn",
	"a tab":              "Ann\tBob",
	"a NUL":              "Ann\x00",
}

// goodNames are names every game must take.
var goodNames = []string{"", "Zoë Ångström", strings.Repeat("é", 64), "علی\u200cرضا", "👩\u200d💻 Kim", "Ann \"the\" Bold"}

// safeError fails t when err is nil, does not wrap ErrBadSetup, or has a
// message that is long or holds a character a name may not hold (so it
// echoed the name raw).
func safeError(t *testing.T, what string, err error) {
	t.Helper()
	if !errors.Is(err, tilekit.ErrBadSetup) {
		t.Errorf("%s: %v, want ErrBadSetup", what, err)
		return
	}
	msg := err.Error()
	if len(msg) > 300 || !utf8.ValidString(msg) || strings.ContainsFunc(msg, func(r rune) bool {
		return unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp)
	}) {
		t.Errorf("%s: an unsafe error of %d bytes: %.120q", what, len(msg), msg)
	}
}

// TestHostileNames deals every kind's first preset with each hostile
// name in the first seat (New refuses it) and decodes the text of a game
// dealt with good names with the hostile one written in (the decoder
// refuses it): both with an error wrapping ErrBadSetup that is short and
// quotes the name escaped. Good names deal and read back.
func TestHostileNames(t *testing.T) {
	for _, k := range tilekit.Kinds() {
		p := k.Presets[0]
		seats := max(p.MinPlayers, 2)
		names := make([]string, seats)
		for i := range names {
			names[i] = "Seat" + strconv.Itoa(i)
		}
		g, err := k.Deal(p.Name, names, 1, nil)
		if err != nil {
			t.Fatalf("%s: %v", k.Name, err)
		}
		text, err := g.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		for what, bad := range hostileNames {
			_, err := k.Deal(p.Name, append([]string{bad}, names[1:]...), 1, nil)
			safeError(t, k.Name+": New with a name with "+what, err)
			hostile := strings.Replace(string(text), strconv.Quote(names[0]), strconv.Quote(bad), 1)
			_, err = tilekit.Decode([]byte(hostile))
			safeError(t, k.Name+": decoding a name with "+what, err)
		}
		for _, good := range goodNames {
			g, err := k.Deal(p.Name, append([]string{good}, names[1:]...), 1, nil)
			if err != nil {
				t.Errorf("%s: New refused the name %q: %v", k.Name, good, err)
				continue
			}
			text, _ := g.MarshalText()
			if _, err := tilekit.Decode(text); err != nil {
				t.Errorf("%s: the text of a game with the name %q does not read back: %v", k.Name, good, err)
			}
		}
	}
}

// TestMoveErrorUnsafePlayer: a MoveError whose Player was set by hand to
// a hostile name still gives a short message on one line.
func TestMoveErrorUnsafePlayer(t *testing.T) {
	for what, bad := range hostileNames {
		e := &tilekit.MoveError[move]{Player: bad, Err: tilekit.ErrNotYourTurn}
		msg := e.Error()
		if len(msg) > 120 || !utf8.ValidString(msg) || strings.ContainsAny(msg, "\n\x1b\u202e\u2028\x00\t") {
			t.Errorf("a Player with %s: %.120q", what, msg)
		}
	}
}

// move is a move of no game, for MoveError alone.
type move int

func (m move) String() string               { return strconv.Itoa(int(m)) }
func (m move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }
