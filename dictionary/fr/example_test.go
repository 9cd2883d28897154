package fr_test

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary/fr"
)

// Accents fold onto their letters and Œ is two letters, as on French
// tiles.
func Example() {
	d := fr.Default()
	fmt.Println(d.Contains("œuvre"), d.Contains("OEUVRE"), d.Contains("Été"), d.Contains("mots-clés"))
	fmt.Println(fr.Common().Contains("maison"), fr.Common().Contains("zythum"))
	// Output:
	// true true true false
	// true false
}
