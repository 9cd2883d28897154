package es_test

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/dictionary/es"
	"github.com/tilekit/tilekit/tiles"
)

// The crossword game's list holds CH, LL and RR as single letters, read
// from plain text as a player types them; Wordle's holds them as two.
func Example() {
	d := es.Default()
	fmt.Println(d.Contains("chorro"), d.Contains("[CH]O[RR]O"), d.Contains("[C]HORRO"), d.Contains("camión"))
	codes, _ := tiles.Spanish().ParseWord("CHORRO")
	fmt.Println(len(codes), tiles.Spanish().Format(codes))

	// A game finds the lists of its alphabet once the package is imported.
	b, err := dictionary.ForAlphabet(tiles.Spanish27())
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(b.Playable() == es.Default27(), dictionary.Name(b.Common()))
	// Output:
	// true true false true
	// 4 [CH]O[RR]O
	// true spanish-27/common
}
