package es_test

import (
	"testing"

	"github.com/tilekit/tilekit/dictionary/es"
	"github.com/tilekit/tilekit/dictionary/internal/bundletest"
	"github.com/tilekit/tilekit/tiles"
)

func TestSpanish(t *testing.T) {
	t.Parallel()
	bundletest.Check(t, bundletest.Want{
		Alphabet: tiles.Spanish(), Playable: es.Default, Common: es.Common,
		PlayableCount: 636598, CommonCount: 20146,
		Words:       []string{"chorro", "CALLE", "año", "AÑO", "camión", "perro", "[CH]O[RR]O", "va", "ella", "queso"},
		CommonWords: []string{"casa", "perro", "calle", "mucho", "niño", "porque"},
		NotWords:    []string{"", "[C]HORRO", "PE[R]RO", "CA[L]LE", "kilo", "casa ", "ca-sa", "x1", "qwzk"},
	})
}

func TestSpanish27(t *testing.T) {
	t.Parallel()
	bundletest.Check(t, bundletest.Want{
		Alphabet: tiles.Spanish27(), Playable: es.Default27, Common: es.Common27,
		PlayableCount: 636598, CommonCount: 20146,
		Words:       []string{"chorro", "CALLE", "año", "camión", "perro", "va", "ella"},
		CommonWords: []string{"casa", "perro", "calle", "mucho", "niño", "porque"},
		NotWords:    []string{"", "kilo", "ano ", "[CH]ORRO", "x1"},
	})
}

// The two alphabets hold the same words, counted in different letters.
func TestLengths(t *testing.T) {
	for _, c := range []struct {
		word    string
		es, e27 int
	}{{"CHORRO", 4, 6}, {"CALLE", 4, 5}, {"AÑO", 3, 3}, {"PERRO", 4, 5}} {
		for _, l := range []struct {
			a    *tiles.Alphabet
			n    int
			list interface{ Contains(string) bool }
		}{{tiles.Spanish(), c.es, es.Default()}, {tiles.Spanish27(), c.e27, es.Default27()}} {
			codes, err := l.a.ParseWord(c.word)
			if err != nil || len(codes) != l.n || !l.list.Contains(c.word) {
				t.Errorf("%s in %s: %d letters, want %d (%v)", c.word, l.a, len(codes), l.n, err)
			}
		}
	}
}
