package de

import (
	_ "embed"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

var (
	//go:embed data/german.gz
	germanGz []byte
	//go:embed data/german-common.gz
	germanCommonGz []byte
)

var bundle = dictionary.NewBundle(tiles.German(), germanGz, germanCommonGz)

func init() { dictionary.Register(bundle) }

// Default returns the playable German list in [tiles.German]: 73,493
// words, ß written SS. It is loaded on first use and shared afterwards.
func Default() *dictionary.List { return bundle.Playable() }

// Common returns the everyday German words in [tiles.German]: 12,450
// words, all of them in [Default]. It is loaded on first use and shared
// afterwards.
func Common() *dictionary.List { return bundle.Common() }
