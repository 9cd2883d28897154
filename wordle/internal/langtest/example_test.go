package langtest

import (
	"fmt"

	"github.com/tilekit/tilekit"
	// A program imports the language packages it plays, here
	// dictionary/es (in langtest_test.go), and the games.
	_ "github.com/tilekit/tilekit/wordgame"
)

// Dealing Spanish games with the bundled lists: no list of the caller's,
// once dictionary/es is imported. The text of the game names the list,
// so tilekit.Decode needs none either.
func Example_bundledLists() {
	wordle, _ := tilekit.Lookup("wordle")
	g, err := wordle.New("spanish", []string{"Ana", "Luis"}, 1)
	fmt.Println(g.Players(), err)
	crossword, _ := tilekit.Lookup("wordgame")
	g, err = crossword.New("spanish", []string{"Ana", "Luis"}, 1)
	fmt.Println(g.Players(), err)
	text, _ := g.MarshalText()
	back, err := tilekit.Decode(text)
	fmt.Println(back.Kind(), err)
	// Output:
	// 2 <nil>
	// 2 <nil>
	// wordgame <nil>
}
