package tiles_test

import (
	"fmt"

	"github.com/tilekit/tilekit/tiles"
)

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
