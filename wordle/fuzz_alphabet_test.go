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
		if _, err := json.Marshal(s.View(-1)); err != nil {
			t.Fatalf("View(-1) does not encode: %v", err)
		}
		_ = s.Result()
	})
}

// FuzzKeyboardJSON: whatever a Keyboard's JSON decoder accepts encodes
// and decodes back to the same Keyboard.
func FuzzKeyboardJSON(f *testing.F) {
	es := NewKeyboard(tiles.Spanish27())
	p, _ := FeedbackIn(tiles.Spanish27(), "NIÑOS", "DUEÑO")
	for _, k := range []Keyboard{{}, es, es.With("dueño", p), NewKeyboard(tiles.Spanish()).With("[CH]ICO", p), NewKeyboard(tiles.German()).With("FÜßE", p)} {
		b, err := json.Marshal(k)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add(`{"alphabet":"spanish-27","Ñ":"green","ch":"grey"}`)
	f.Add(`{"alphabet":"nowhere"}`)
	f.Add(`{"alphabet":7}`)
	f.Fuzz(func(t *testing.T, text string) {
		var k Keyboard
		if err := json.Unmarshal([]byte(text), &k); err != nil {
			return
		}
		b, err := json.Marshal(k)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		var back Keyboard
		if err := json.Unmarshal(b, &back); err != nil || back != k {
			t.Fatalf("%s → %s → %v, %v", text, b, back, err)
		}
	})
}

// FuzzRulesJSON: whatever Rules' JSON decoder accepts encodes and decodes
// back to the same knobs.
func FuzzRulesJSON(f *testing.F) {
	for _, r := range []Rules{DefaultRules(), Spanish(), German(), TimedMode(1500)} {
		b, err := json.Marshal(r)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add(`{"alphabet":"polish","wordLength":6}`)
	f.Add(`{"alphabet":"english"}`)
	f.Fuzz(func(t *testing.T, text string) {
		var r Rules
		if err := json.Unmarshal([]byte(text), &r); err != nil {
			return
		}
		b, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
		var back Rules
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s → %s: %v", text, b, err)
		}
		if again, _ := json.Marshal(back); string(again) != string(b) {
			t.Fatalf("%s → %s → %s", text, b, again)
		}
	})
}

// TestSpanishHostile: the Spanish state's text decoder quotes no field
// whole, and reads no lookalike letter as ASCII.
func TestSpanishHostile(t *testing.T) {
	s := spanishState(t)
	gametest.HostileFields[State](t, []byte(encodeState(t, s)))
}
