package wordle

import (
	"encoding/json"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// spanishState is a Spanish game in progress: three players, the secret
// set, one guess made.
func spanishState(t testing.TB) State {
	s := mustNew(t, Spanish(), Setup{Players: 3, Seed: 1, Dictionary: spanishList()})
	return play(t, s, "0 secret niños", "1 guess dueño")
}

func FuzzParseMoveSpanish(f *testing.F) {
	seeds := []string{
		"1 guess NIÑAS", "2 niñas", "niñas", "2 guess [N]IÑAS", "2 guess NIN\u0303AS", "2 guess ÁRBOL", "2 guess [CH]ICO",
		"2 guess NIÄOS", `2 guess "NIÑAS"`, "2 guess [", "2 guess []", "2 guess ÑÑÑÑÑÑÑÑÑÑÑÑ", "1 gİveup", "2 guess ıdeas",
	}
	gametest.FuzzParseMove(f, spanishState(f), seeds)
}

func FuzzStateUnmarshalTextSpanish(f *testing.F) {
	f.Add(encodeState(f, spanishState(f)))
	solo := mustNew(f, German(), Setup{Players: 1, Seed: 2, Dictionary: wordList(f, tiles.German(), germanWords)})
	f.Add(encodeState(f, play(f, solo, "BÄREN", "FÜßE")))
	f.Add("wordle 1\nrules length=5 tries=6 time=0s fast=false hard=false check=default alphabet=german\ndictionary custom\nplayers 1\nrng 000000000000000274696c656b697421\nsecret FÜSSE\n")
	f.Add("wordle 1\nrules length=5 tries=6 time=0s fast=false hard=false check=default alphabet=klingon\ndictionary custom\nplayers 1\n")
	f.Add("wordle 1\nrules length=5 tries=6 time=0s fast=false hard=false check=default alphabet=english\ndictionary default\nplayers 1\n")
	gametest.FuzzDecodeState(f, func(t *testing.T, s State) {
		gametest.JSON(t, s.View(-1)) // fails t unless the onlooker's View encodes
		_ = s.Result()
	})
}

// FuzzKeyboardJSON: whatever a Keyboard's JSON decoder accepts encodes
// and decodes back to the same Keyboard.
func FuzzKeyboardJSON(f *testing.F) {
	es := NewKeyboard(tiles.Spanish27())
	p, _ := FeedbackIn(tiles.Spanish27(), "NIÑOS", "DUEÑO")
	seeds := []Keyboard{{}, es, es.With("dueño", p), NewKeyboard(tiles.Spanish()).With("[CH]ICO", p), NewKeyboard(tiles.German()).With("FÜßE", p)}
	texts := []string{`{"alphabet":"spanish-27","Ñ":"green","ch":"grey"}`, `{"alphabet":"nowhere"}`, `{"alphabet":7}`}
	fuzzJSON(f, seeds, texts, func(_ *testing.T, a, b Keyboard) bool { return a == b })
}

// FuzzRulesJSON: whatever Rules' JSON decoder accepts encodes and decodes
// back to the same knobs.
func FuzzRulesJSON(f *testing.F) {
	seeds := []Rules{DefaultRules(), Spanish(), German(), TimedMode(1500)}
	texts := []string{`{"alphabet":"polish","wordLength":6}`, `{"alphabet":"english"}`}
	fuzzJSON(f, seeds, texts, func(t *testing.T, a, b Rules) bool {
		return gametest.JSON(t, a) == gametest.JSON(t, b)
	})
}

// fuzzJSON is the fuzz target of T's JSON decoder: the JSON of seeds and
// texts go into f's corpus, and whatever decodes as a T must encode, and
// that JSON decode again to a T that same finds equal to the first.
func fuzzJSON[T any](f *testing.F, seeds []T, texts []string, same func(t *testing.T, a, b T) bool) {
	for _, v := range seeds {
		f.Add(gametest.JSON(f, v))
	}
	for _, text := range texts {
		f.Add(text)
	}
	f.Fuzz(func(t *testing.T, text string) {
		var v T
		if err := json.Unmarshal([]byte(text), &v); err != nil {
			return
		}
		b := gametest.JSON(t, v)
		var back T
		if err := json.Unmarshal([]byte(b), &back); err != nil || !same(t, v, back) {
			t.Fatalf("%s → %s → %v, %v", text, b, back, err)
		}
	})
}

// TestSpanishHostile: the Spanish state's text decoder quotes no field
// whole, and reads no lookalike letter as ASCII.
func TestSpanishHostile(t *testing.T) {
	s := spanishState(t)
	gametest.HostileFields[State](t, []byte(encodeState(t, s)))
}
