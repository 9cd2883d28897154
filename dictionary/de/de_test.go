package de_test

import (
	"testing"

	"github.com/tilekit/tilekit/dictionary/de"
	"github.com/tilekit/tilekit/dictionary/internal/bundletest"
	"github.com/tilekit/tilekit/tiles"
)

func TestGerman(t *testing.T) {
	bundletest.Check(t, bundletest.Want{
		Alphabet: tiles.German(), Playable: de.Default, Common: de.Common,
		PlayableCount: 73493, CommonCount: 12450,
		Words:       []string{"straße", "STRASSE", "Strasse", "über", "ÜBER", "mädchen", "große", "GROSSE", "haus", "bahnhof"},
		CommonWords: []string{"haus", "danke", "schön", "straße", "mädchen", "über"},
		NotWords:    []string{"", "haus ", "café", "s.a", "xqzw", "strase"},
	})
}
