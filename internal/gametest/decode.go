package gametest

import (
	"bytes"
	"encoding"
	"errors"
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/notation"
)

// DecodeText is the check every fuzz target of a text decoder makes. It
// reads text into a T with T's UnmarshalText; when that fails it returns
// false and checks nothing (rejecting bad input is the decoder's right).
// When it succeeds, the value must encode, the encoding must decode, and
// encoding again must give the same bytes; for a comparable T (a Move) the
// value read back must also equal the first. It returns the decoded value
// so the caller can go on to game-specific checks.
func DecodeText[T any](t testing.TB, text []byte) (T, bool) {
	t.Helper()
	var v T
	if err := any(&v).(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
		return v, false
	}
	out, err := any(v).(encoding.TextMarshaler).MarshalText()
	if err != nil {
		t.Fatalf("%q decodes to %#v, which does not encode: %v", text, v, err)
	}
	var back T
	if err := any(&back).(encoding.TextUnmarshaler).UnmarshalText(out); err != nil {
		t.Fatalf("%q: its encoding %q does not decode: %v", text, out, err)
	}
	again, err := any(back).(encoding.TextMarshaler).MarshalText()
	if err != nil || !bytes.Equal(again, out) {
		t.Fatalf("%q: encoding is not stable:\n%s\n%s (%v)", text, out, again, err)
	}
	if reflect.TypeFor[T]().Comparable() && any(back) != any(v) {
		t.Fatalf("%q → %#v → %q → %#v", text, v, out, back)
	}
	return v, true
}

// ParseMove is the check every fuzz target of a game's move parser
// makes. It reads text with s.ParseMove. When that fails, the error must
// be short (input is quoted clipped) and the move the zero M; ParseMove
// returns false. When it succeeds, the move's String must read back as
// the same move through s.ParseMove, through UnmarshalText (see
// [DecodeText]) and through encoding/json, and judging it with Validate
// and Apply must leave s encoding exactly as before, as must each judge
// (a game's Score, say) called on the move. It returns the move so the
// caller can go on to game-specific checks.
func ParseMove[S gamekit.State[S, M, V], M tilekit.Move, V any](t testing.TB, s S, text string, judge ...func(M)) (M, bool) {
	t.Helper()
	var zero M
	m, err := s.ParseMove(text)
	if err != nil {
		if n := len(err.Error()); n > 1000 {
			t.Fatalf("ParseMove(%q): error of %d bytes: %v", text, n, err)
		}
		if m != zero {
			t.Fatalf("ParseMove(%q) failed (%v) but returned %v", text, err, m)
		}
		return zero, false
	}
	if back, err := s.ParseMove(m.String()); err != nil || back != m {
		t.Fatalf("ParseMove(%q) = %v; its String reads back as %v, %v", text, m, back, err)
	}
	DecodeText[M](t, []byte(m.String()))
	moveJSON(t, m)
	before, err := s.MarshalText()
	if err != nil {
		t.Fatalf("the state does not encode: %v", err)
	}
	_ = s.Validate(m)
	_, _ = s.Apply(m)
	for _, f := range judge {
		f(m)
	}
	if after, _ := s.MarshalText(); !bytes.Equal(after, before) {
		t.Fatalf("ParseMove(%q) = %v: judging it changed the state", text, m)
	}
	return m, true
}

// DecodeState is the check every fuzz target of a game's state decoder
// makes. It reads text with [DecodeText]; when that succeeds, the decoded
// state must keep the promises [Run] checks of every state: Name never
// panics and names every seat, ToMove lists distinct seats and is empty
// exactly when the game is over, History and LastMove agree and hand out
// copies, and every seat's View encodes as a JSON object with no null
// list and the right toMove and lastMove. It returns the state so the
// caller can go on to game-specific checks (its Result, a legal move).
func DecodeState[S gamekit.State[S, M, V], M tilekit.Move, V any](t testing.TB, text []byte) (S, bool) {
	t.Helper()
	s, ok := DecodeText[S](t, text)
	if !ok {
		return s, false
	}
	checkSeats(t, s)
	checkHistory(t, s)
	for p := range s.Players() {
		checkView(t, s, p)
	}
	return s, true
}

// Refuses is the check every test of hostile input to a text decoder
// makes: T's UnmarshalText must refuse text with an error of at most 300
// bytes (input is quoted clipped), allocating at most three times the
// size of text and 64 KiB besides (a decoder checks the header first and reads line by
// line, never copying or splitting the whole text). name says which
// input failed. Tests that call it must not run in parallel, as the
// allocation count is the process's.
func Refuses[T any](t testing.TB, name string, text []byte) {
	t.Helper()
	var v T
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	err := any(&v).(encoding.TextUnmarshaler).UnmarshalText(text)
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Errorf("%s: decoded without error", name)
		return
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	t.Logf("%s: %d bytes in, %d bytes allocated", name, len(text), alloc)
	if alloc > 3*uint64(len(text))+64<<10 {
		t.Errorf("%s: decoding %d bytes allocated %d bytes", name, len(text), alloc)
	}
	if n := len(err.Error()); n > 300 {
		t.Errorf("%s: error of %d bytes: %.100s…", name, n, err)
	}
}

// FuzzDecodeState is the fuzz target of a game's state decoder: for every
// input it runs [DecodeState] and then, on a state that decodes, the
// game's own checks in then (its Result, a legal move that must pass
// Validate). The caller adds the corpus's seeds to f first. Inputs are
// minimized for a few seconds only (see [QuickMinimize]).
func FuzzDecodeState[S gamekit.State[S, M, V], M tilekit.Move, V any](f *testing.F, then ...func(t *testing.T, s S)) {
	QuickMinimize(f)
	f.Fuzz(func(t *testing.T, text string) {
		s, ok := DecodeState[S](t, []byte(text))
		if !ok {
			return
		}
		for _, check := range then {
			check(t, s)
		}
	})
}

// RefusalNames checks the player a refusal of move text names: parse (a
// game's package-level ParseMove) must refuse each text of want on s with
// the game's *tilekit.MoveError, whose Player is the name want gives for
// it ("" for none).
func RefusalNames[S any, M tilekit.Move](t testing.TB, s S, parse func(s S, text string) (M, error), want map[string]string) {
	t.Helper()
	for text, name := range want {
		_, err := parse(s, text)
		var me *tilekit.MoveError[M]
		if !errors.As(err, &me) || me.Player != name {
			t.Errorf("ParseMove(%q) = %v, want an error naming %q", text, err, name)
		}
	}
}

// FuzzParseMove is the fuzz target of a game's move parser: it adds seeds
// to f's corpus and runs [ParseMove] on s, with the judges, for every
// input.
func FuzzParseMove[S gamekit.State[S, M, V], M tilekit.Move, V any](f *testing.F, s S, seeds []string, judge ...func(M)) {
	for _, seed := range seeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		ParseMove(t, s, text, judge...)
	})
}

// FuzzParse is the fuzz target of a parser of a game's values (a grid, a
// layout): it adds seeds to f's corpus, and whatever text parse accepts,
// the value's String must parse back to a value of the same String. check,
// when given, runs the game's own checks on each value parsed.
func FuzzParse[T fmt.Stringer](f *testing.F, seeds []string, parse func(string) (T, error), check func(t *testing.T, v T)) {
	for _, seed := range seeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		v, err := parse(text)
		if err != nil {
			return
		}
		back, err := parse(v.String())
		if err != nil || back.String() != v.String() {
			t.Fatalf("%q -> %v -> %v, %v", text, v, back, err)
		}
		if check != nil {
			check(t, v)
		}
	})
}

// HostileFields checks that a State decoder quotes no field whole: every
// space-separated field of every line of text (a valid state text) is
// replaced in turn by a long run of digits, then of letters, and
// whenever the result is refused the error must be short (at most 300
// bytes) and the decoder must not panic. It catches an error that echoes
// a strconv, time or JSON message with the whole number or value in it.
func HostileFields[S any](t Failer, text []byte) {
	t.Helper()
	long := []string{strings.Repeat("9", 4096), strings.Repeat("x", 4096)}
	lines := strings.Split(string(text), "\n")
	for i, line := range lines {
		fields := strings.Split(line, " ")
		for j := range fields {
			for _, l := range long {
				old := fields[j]
				fields[j] = l
				lines[i] = strings.Join(fields, " ")
				fields[j] = old
				bad := strings.Join(lines, "\n")
				lines[i] = line
				if err := unmarshal[S](t, bad); err != nil && len(err.Error()) > 300 {
					t.Fatalf("line %d, field %d replaced by %d bytes: an error of %d bytes: %.120s…", i+1, j+1, len(l), len(err.Error()), err)
				}
			}
		}
	}
}

func unmarshal[S any](t Failer, text string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("UnmarshalText panicked on %.120q…: %v", text, r)
		}
	}()
	var s S
	return any(&s).(encoding.TextUnmarshaler).UnmarshalText([]byte(text))
}

// MaxDecodeAlloc is the most bytes a game's decoder may allocate per byte
// of a valid state text it reads, replay of every move and the check of
// the text's spelling included, besides a fixed 1 MiB (the bundled word
// list's first use aside: [Decodes] decodes once before it counts).
// Every move a text replays keeps a history entry, and a short move line
// may cost a few times its length in it; the rest is the canonical text
// written again to compare.
const MaxDecodeAlloc = 16

// Decodes checks that T's UnmarshalText reads text, a valid state text,
// allocating at most MaxDecodeAlloc bytes per byte of it and 1 MiB
// besides, counted with runtime.MemStats (not the clock). It returns the
// bytes allocated per byte of text. name says which text failed. Tests
// that call it must not run in parallel, as the allocation count is the
// process's.
func Decodes[T any](t testing.TB, name string, text []byte) float64 {
	t.Helper()
	var v T
	if err := any(&v).(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	err := any(&v).(encoding.TextUnmarshaler).UnmarshalText(text)
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	alloc := after.TotalAlloc - before.TotalAlloc
	per := float64(alloc) / float64(max(len(text), 1))
	t.Logf("%s: %d bytes in, %d bytes allocated (%.1f a byte)", name, len(text), alloc, per)
	if alloc > MaxDecodeAlloc*uint64(len(text))+1<<20 {
		t.Errorf("%s: decoding %d bytes allocated %d bytes (%.1f a byte), more than %d a byte and 1 MiB", name, len(text), alloc, per, MaxDecodeAlloc)
	}
	return per
}

// DecodesToCap makes the longest state text a game may write by adding
// copies of line (a move line, ending in a newline) to text, a valid
// state text, until one more would pass notation.MaxText; it checks that
// T decodes it within [Decodes]' bound, and that [Refuses] holds for the
// same text padded with newlines to one byte past the cap. name says
// which long text failed.
func DecodesToCap[T any](t testing.TB, name string, text []byte, line string) {
	t.Helper()
	n := (notation.MaxText - len(text)) / len(line)
	long := string(text) + strings.Repeat(line, n)
	Decodes[T](t, name, []byte(long))
	over := long + strings.Repeat("\n", notation.MaxText+1-len(long))
	Refuses[T](t, "a text past the cap", []byte(over))
}
