package dictionary_test

import (
	"fmt"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

func ExampleDefault() {
	d := dictionary.Default()
	fmt.Println(d.Contains("qi"), d.Contains("QUIXOTIC"), d.Contains("qwxz"), d.Contains("café"))
	// Output: true true false false
}

func ExampleRead() {
	house, err := dictionary.Read(strings.NewReader(`
# our house words
tilekit
Zorp
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(house.Contains("ZORP"), house.Len())
	_, err = dictionary.Read(strings.NewReader("good\nno good\n"))
	fmt.Println(err)
	// Output:
	// true 2
	// dictionary: line 2: "no good": ' ' is not a letter A–Z
}

func ExampleWordsOfLength() {
	d, _ := dictionary.FromSlice([]string{"oak", "ash", "elm", "yew", "beech", "fir"})
	words, ok := dictionary.WordsOfLength(d, 3)
	if !ok {
		return
	}
	for w := range words {
		fmt.Print(w, " ")
	}
	fmt.Println()
	// Output: ASH ELM FIR OAK YEW
}

func ExampleCheck() {
	var l *dictionary.List // say, from a load whose error was ignored
	fmt.Println(dictionary.Check(l))
	fmt.Println(dictionary.Check(dictionary.Default()))
	// Output:
	// dictionary: no dictionary (a nil *dictionary.List)
	// <nil>
}

// A word list in another alphabet: words are read greedily, so the
// Spanish list counts CALLE as four letters (C A LL E), and accents fold.
func ExampleFromWords() {
	words := []string{"calle", "camión", "chorro", "año"}
	es, err := dictionary.FromWords(tiles.Spanish(), slices.Values(words))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(es.Contains("CAMION"), es.Contains("[C]HORRO"), es.Contains("Chorro"))
	for w := range es.WordsOfLength(4) {
		fmt.Print(w, " ")
	}
	fmt.Println()
	// Output:
	// true false true
	// CALLE CHORRO
}
