package wordle_test

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// A Spanish game with the caller's word list: Ñ is a letter of its own,
// and accents read as plain vowels.
func ExampleSpanish() {
	words := "ÁRBOL\nNIÑOS\nNIÑAS\nDUEÑO\nSUEÑO\nPAÑOS\n"
	list, err := dictionary.ReadWords(tiles.Spanish27(), strings.NewReader(words))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := wordle.New(wordle.Spanish(), wordle.Setup{Players: 2, Dictionary: list})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"0 secret niños", "1 guess dueño", "1 guess PANOS", "1 guess paños"} {
		m, err := s.ParseMove(text)
		if err == nil {
			s, err = s.Apply(m)
		}
		if err != nil {
			fmt.Println(err)
			continue
		}
	}
	b := s.View(1).Rounds[0].Boards[1]
	for _, r := range b.Rows {
		fmt.Println(r.Word, r.Pattern)
	}
	fmt.Println("green:", b.Keyboard.Letters(wordle.KeyGreen), "grey:", b.Keyboard.Letters(wordle.KeyGrey))
	// Output:
	// wordle: Player 2: 1 guess PANOS: "PANOS" is not a word
	// DUEÑO ...YY
	// PAÑOS ..GGG
	// green: ÑOS grey: ADEPU
}
