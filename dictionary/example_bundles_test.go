package dictionary_test

import (
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// A game looks up the bundled lists of its alphabet. This program imports
// no language package, so the Spanish lists are not there, and the error
// says which import brings them.
func ExampleForAlphabet() {
	b, err := dictionary.ForAlphabet(tiles.English())
	fmt.Println(b.Playable() == dictionary.DefaultList(), err)

	_, err = dictionary.ForAlphabet(tiles.Spanish())
	fmt.Println(errors.Is(err, dictionary.ErrNoWordList))
	fmt.Println(err)
	// Output:
	// true <nil>
	// true
	// dictionary: no bundled word list for the spanish alphabet: add import _ "github.com/tilekit/tilekit/dictionary/es"
}

// A caller's plain Contains, given to a game in another alphabet, is
// read in the game's alphabet: it is asked words as the alphabet writes
// them, digraphs spelled out and accents folded.
func ExampleInAlphabet() {
	mine := dictionary.Func(func(w string) bool { return w == "CHORRO" || w == "CAMION" })
	d := dictionary.InAlphabet(mine, tiles.Spanish())
	fmt.Println(dictionary.AlphabetOf(d), d.Contains("CHORRO"))

	// Listing its words needs more than Contains; with no bundled Spanish
	// list imported to search, the error says what would do.
	fmt.Println(dictionary.CheckLister(d))
	// Output:
	// spanish true
	// dictionary: the word list cannot list its words: the spanish list answers only Contains; give a *dictionary.List (dictionary.ReadWords) or implement dictionary.Lister, or add import _ "github.com/tilekit/tilekit/dictionary/es" to search its bundled words with your Contains
}
