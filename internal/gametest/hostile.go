package gametest

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
)

// Hostile runs the hostile-input checks on a game's decoder and move
// parser, from s, a State whose text has a names line (Setup.Names), and
// moves, texts that s's ParseMove reads, among them every keyword of the
// notation:
//
//   - decoding refuses hostile texts of several megabytes (see
//     [HostileTexts]) with a short error and memory proportional to the
//     input;
//   - keywords match in ASCII only (see [FoldedKeywords]).
//
// It must not run in parallel with other tests (see [Refuses]).
func Hostile[S gamekit.State[S, M, V], M tilekit.Move, V any](t *testing.T, s S, moves ...string) {
	t.Helper()
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	for _, mt := range moves {
		if _, err := s.ParseMove(mt); err != nil {
			t.Fatalf("ParseMove(%q), one of the moves to fold: %v", mt, err)
		}
	}
	HostileTexts[S](t, text)
	FoldedKeywords(t, text, func(text []byte) ([]byte, error) {
		var back S
		if err := any(&back).(interface{ UnmarshalText([]byte) error }).UnmarshalText(text); err != nil {
			return nil, err
		}
		return back.MarshalText()
	}, moves, func(text string) error {
		_, err := s.ParseMove(text)
		return err
	})
}

// hostileSize is the size of the largest hostile texts: large enough that
// a decoder copying or splitting its input shows in the allocation count.
const hostileSize = 10 << 20

// HostileTexts checks with [Refuses] that T's decoder refuses texts built
// from good, a valid state text: 10 MB of newlines; good's first line then
// 10 MB of newlines; a 10 MB first line; good then 10 MB of newlines; good
// then its last line repeated to 10 MB; and good with each line after the
// first in turn given 1 MB of letters after its key word.
func HostileTexts[T any](t testing.TB, good []byte) {
	t.Helper()
	newlines := strings.Repeat("\n", hostileSize)
	text := strings.TrimSuffix(string(good), "\n")
	lines := strings.Split(text, "\n")
	last := lines[len(lines)-1] + "\n"
	Refuses[T](t, "newlines", []byte(newlines))
	Refuses[T](t, "the first line then newlines", []byte(lines[0]+"\n"+newlines))
	Refuses[T](t, "a long first line", []byte(strings.Repeat("x", hostileSize)+"\n"))
	Refuses[T](t, "the state then newlines", []byte(text+"\n"+newlines))
	Refuses[T](t, "the state then its last line again", []byte(text+"\n"+strings.Repeat(last, hostileSize/len(last))))
	long := strings.Repeat("x", 1<<20)
	for i := 1; i < len(lines); i++ {
		key, _, _ := strings.Cut(lines[i], " ")
		bad := strings.Join(lines[:i], "\n") + "\n" + key + " " + long + "\n" + strings.Join(lines[i+1:], "\n")
		Refuses[T](t, "a long "+notationKey(key)+" line", []byte(bad))
	}
}

// notationKey clips a line's key word for a test's message.
func notationKey(k string) string {
	if len(k) > 20 {
		return k[:20] + "…"
	}
	return k
}

// lookalikes maps each ASCII letter that Unicode case mapping reaches
// from another character to those characters: İ folds and lowers to i, ſ
// folds and uppers to S, the Kelvin sign folds and lowers to k, and ı
// uppers to I, so a parser that folds with strings.EqualFold or
// unicode.SimpleFold, or maps case with unicode.ToUpper or ToLower before
// it compares, would take "gİveup" or "gıveup" for "giveup".
var lookalikes = map[byte][]string{
	'i': {"İ", "ı"}, 'I': {"İ", "ı"}, 's': {"ſ"}, 'S': {"ſ"}, 'k': {"\u212a"}, 'K': {"\u212a"},
}

// FoldedKeywords checks that a notation matches keywords in ASCII only.
// Every i, s and k (of either case) of state, a valid state text, is
// replaced in turn by its Unicode lookalike; decode, which decodes a text
// and encodes the result, must refuse the text or give another text than
// state (the letter was part of a value, such as a name, and stays as
// given, or a format that skips unknown fields, as CGP does, skipped it),
// never state itself, which would mean it read the lookalike as ASCII;
// unless the same letter replaced by q gives state too (the field was
// skipped whatever it said).
// The same replacement in each of moves, texts parse reads, must make
// parse refuse it.
func FoldedKeywords(t testing.TB, state []byte, decode func([]byte) ([]byte, error), moves []string, parse func(string) error) {
	t.Helper()
	same := func(text string) bool {
		again, err := decode([]byte(text))
		return err == nil && string(again) == string(state)
	}
	for _, f := range folded(string(state)) {
		if same(f.text) && !same(f.control) {
			t.Errorf("a state text with a lookalike letter read as ASCII:\n%s", f.text)
		}
	}
	for _, mt := range moves {
		for _, f := range folded(mt) {
			if err := parse(f.text); err == nil {
				t.Errorf("ParseMove(%q) read a lookalike letter as ASCII", f.text)
			}
		}
	}
}

// fold is a text with one letter replaced by a lookalike, and its
// control: the same text with that letter replaced by q.
type fold struct{ text, control string }

// folded returns s with each of its letters that has lookalikes replaced
// by each of them, one letter at a time.
func folded(s string) []fold {
	var out []fold
	for i := 0; i < len(s); i++ {
		for _, l := range lookalikes[s[i]] {
			out = append(out, fold{s[:i] + l + s[i+1:], s[:i] + "q" + s[i+1:]})
		}
	}
	return out
}

// Must returns s, and panics on err: for a test's setup in one
// expression, as in Hostile(t, Must(New(rules, setup))).
func Must[S any](s S, err error) S {
	if err != nil {
		panic(err)
	}
	return s
}
