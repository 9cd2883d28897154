package de_test

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary/de"
	"github.com/tilekit/tilekit/tiles"
)

// ß is written SS, and Ä, Ö and Ü are letters of their own.
func Example() {
	d := de.Default()
	fmt.Println(d.Contains("Straße"), d.Contains("STRASSE"), d.Contains("schön"), d.Contains("schon"), d.Contains("café"))
	codes, _ := tiles.German().ParseWord("Straße")
	fmt.Println(len(codes), tiles.German().Word(codes))
	// Output:
	// true true true true false
	// 7 STRASSE
}
