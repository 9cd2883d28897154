package tiles_test

import (
	"fmt"

	"github.com/tilekit/tilekit/tiles"
)

// Spanish crossword sets have one tile for each of CH, LL and RR. Plain
// text reads greedily, so CHORRO is four letters; brackets name one
// letter explicitly.
func ExampleAlphabet_Parse() {
	es := tiles.Spanish()
	for _, text := range []string{"CHORRO", "[C]HE", "llama"} {
		codes, err := es.Parse(text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		for _, c := range codes {
			fmt.Printf("%s ", es.Letter(c))
		}
		fmt.Println("=", len(codes), "letters")
	}
	_, err := es.Parse("KILO")
	fmt.Println(err)
	// Output:
	// CH O RR O = 4 letters
	// C H E = 3 letters
	// ll a m a = 4 letters
	// tiles: "KILO": 'K' is not a letter of the spanish alphabet
}

// Format writes letters so that Parse reads them back exactly: a letter
// of several characters in brackets, lower case for a blank's letter.
func ExampleAlphabet_Format() {
	es := tiles.Spanish()
	codes, _ := es.Parse("[ch]ORRO")
	fmt.Println(es.Format(codes), es.Word(codes))
	c, _ := es.LetterOf("C")
	h, _ := es.LetterOf("H")
	fmt.Println(es.Format([]byte{c, h}), es.Canonical([]byte{c, h}))
	// Output:
	// [ch]O[RR]O chORRO
	// [C]H false
}

// A caller's own alphabet: Welsh letters, with DD, LL and TH as single
// tiles.
func ExampleNewAlphabet() {
	cy, err := tiles.NewAlphabet("welsh-demo", []string{
		"A", "B", "C", "CH", "D", "DD", "E", "F", "FF", "G", "NG", "H", "I", "J", "L", "LL",
		"M", "N", "O", "P", "PH", "R", "RH", "S", "T", "TH", "U", "W", "Y",
	}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	codes, _ := cy.ParseWord("cymdeithas")
	fmt.Println(len(codes), cy.Format(codes))
	set, err := cy.Distribution("A10 DD4 LL1 ?2", "A1 DD1 LL5 ?0")
	fmt.Println(set, err)
	// Output:
	// 9 CYMDEI[TH]AS
	// welsh-demo: A1*10 [DD]1*4 [LL]5 ?0*2 <nil>
}

func ExampleAlphabet_Tile() {
	pl := tiles.Polish()
	z, _ := pl.LetterOf("Ź")
	tile := pl.Tile(z, 9)
	text, _ := tile.MarshalText()
	fmt.Println(tile, string(text), pl.Blank(0).As(z))
	// Output: Ź9 polish:Ź9 ź0
}

func ExampleBag_Draw() {
	set, err := tiles.Letters("A4 B2 E4 ?1", "A1 B3 E1")
	if err != nil {
		fmt.Println(err)
		return
	}
	bag := set.Bag(7) // seeded: the same seed always draws the same tiles
	rest, rack, err := bag.Draw(5)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("rack:", tiles.FormatMultiset(rack))
	fmt.Println("left:", rest.Len(), "the original still holds:", bag.Len())
	// Output:
	// rack: A1*2 E1*3
	// left: 6 the original still holds: 11
}

func ExampleRemove() {
	rack := []tiles.Tile{tiles.Letter('C', 3), tiles.Letter('A', 1), tiles.Letter('T', 1), tiles.Blank(0)}
	rest, err := tiles.Remove(rack, []tiles.Tile{tiles.Letter('A', 1), tiles.Blank(0)})
	fmt.Println(tiles.FormatMultiset(rest), err)
	_, err = tiles.Remove(rack, []tiles.Tile{tiles.Letter('Z', 10)})
	fmt.Println(err)
	// Output:
	// C3 T1 <nil>
	// tiles: Z10 is not among A1 C3 T1 ?0
}

func ExampleParseTile() {
	for _, s := range []string{"Q10", "e0", "C1@clove", "66@red"} {
		t, err := tiles.ParseTile(s)
		fmt.Printf("%-9s letter=%q number=%d value=%d symbol=%q blank=%v err=%v\n",
			s, t.Letter, t.Number, t.Value, t.Symbol, t.Blank, err)
	}
	// Output:
	// Q10       letter='Q' number=0 value=10 symbol="" blank=false err=<nil>
	// e0        letter='E' number=0 value=0 symbol="" blank=true err=<nil>
	// C1@clove  letter='C' number=0 value=1 symbol="clove" blank=false err=<nil>
	// 66@red    letter='\x00' number=6 value=6 symbol="red" blank=false err=<nil>
}
