package fr

import (
	_ "embed"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

var (
	//go:embed data/french.gz
	frenchGz []byte
	//go:embed data/french-common.gz
	frenchCommonGz []byte
)

var bundle = dictionary.NewBundle(tiles.French(), frenchGz, frenchCommonGz)

func init() { dictionary.Register(bundle) }

// Default returns the playable French list in [tiles.French]: 318,883
// words, accents folded. It is loaded on first use and shared afterwards.
func Default() *dictionary.List { return bundle.Playable() }

// Common returns the everyday French words in [tiles.French]: 14,468
// words, all of them in [Default]. It is loaded on first use and shared
// afterwards.
func Common() *dictionary.List { return bundle.Common() }
