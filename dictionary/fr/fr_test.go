package fr_test

import (
	"testing"

	"github.com/tilekit/tilekit/dictionary/fr"
	"github.com/tilekit/tilekit/dictionary/internal/bundletest"
	"github.com/tilekit/tilekit/tiles"
)

func TestFrench(t *testing.T) {
	bundletest.Check(t, bundletest.Want{
		Alphabet: tiles.French(), Playable: fr.Default, Common: fr.Common,
		PlayableCount: 318883, CommonCount: 14468,
		Words:       []string{"été", "ETE", "pêche", "PECHE", "œuvre", "OEUVRE", "garçon", "mots", "zythum"},
		CommonWords: []string{"maison", "bonjour", "merci", "été", "garçon", "cœur"},
		NotWords:    []string{"", "a-t-il", "mots-clés", "c'est", "xqzw", "été "},
	})
}
