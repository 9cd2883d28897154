package tilekit_test

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all" // registers every game
	"github.com/tilekit/tilekit/dictionary"
)

// A game in another language, played with the caller's own word list:
// the preset names the alphabet the list is read in (Spanish Wordle's 27
// letters with Ñ), and NewGame deals the game with the list.
func ExampleKind_NewGame() {
	k, _ := tilekit.Lookup("wordle")
	a, err := k.Alphabet("spanish")
	if err != nil {
		fmt.Println(err)
		return
	}
	words := "sueño\nniños\npiano\nperro\ncañón\n"
	list, err := dictionary.ReadWords(a, strings.NewReader(words))
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := k.NewGame("spanish", []string{"Ana", "Luis"}, 1, list)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, m := range []struct {
		seat int
		move string
	}{{0, "sueño"}, {1, "niños"}, {1, "sueño"}} {
		if g, err = g.PlayAs(m.seat, m.move); err != nil {
			fmt.Println(err)
			return
		}
		last, _ := g.LastMoveFor(0) // as the host sees it
		fmt.Println(last)
	}
	fmt.Println("alphabet:", a.Name(), "words:", list.Len(), "scores:", g.Outcome().Scores)
	// Output:
	// 0 secret SUEÑO
	// 1 guess NIÑOS
	// 1 guess SUEÑO
	// alphabet: spanish-27 words: 5 scores: [0 2]
}
