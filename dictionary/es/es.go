package es

import (
	_ "embed"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

var (
	//go:embed data/spanish.gz
	spanishGz []byte
	//go:embed data/spanish-common.gz
	spanishCommonGz []byte
	//go:embed data/spanish-27.gz
	spanish27Gz []byte
	//go:embed data/spanish-27-common.gz
	spanish27CommonGz []byte
)

var (
	crossword = dictionary.NewBundle(tiles.Spanish(), spanishGz, spanishCommonGz)
	wordle    = dictionary.NewBundle(tiles.Spanish27(), spanish27Gz, spanish27CommonGz)
)

func init() {
	dictionary.Register(crossword)
	dictionary.Register(wordle)
}

// Default returns the playable Spanish list in the alphabet of Spanish
// crossword sets ([tiles.Spanish]): 636,598 words, CH, LL and RR each one
// letter. It is loaded on first use and shared afterwards.
func Default() *dictionary.List { return crossword.Playable() }

// Common returns the everyday Spanish words in [tiles.Spanish]: 20,146
// words, all of them in [Default]. It is loaded on first use and shared
// afterwards.
func Common() *dictionary.List { return crossword.Common() }

// Default27 returns the playable Spanish list in the 27-letter alphabet
// of Spanish Wordle ([tiles.Spanish27]): the words of [Default], with CH,
// LL and RR as two letters each. It is loaded on first use and shared
// afterwards.
func Default27() *dictionary.List { return wordle.Playable() }

// Common27 returns the everyday Spanish words in [tiles.Spanish27]: the
// words of [Common]. It is loaded on first use and shared afterwards.
func Common27() *dictionary.List { return wordle.Common() }
