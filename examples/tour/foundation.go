package main

import (
	"fmt"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

func tourTiles(w *tour) error {
	d, err := tiles.Letters("A3 E3 I2 O2 S2 T2 R2 N2 ?1", "A1 E1 I1 O1 S1 T1 R1 N1")
	if err != nil {
		return err
	}
	bag := d.Bag(w.Seed(2026))
	fmt.Fprintf(w, "a bag of %d tiles: %v\n", bag.Len(), d)
	after, rack, err := bag.Draw(7)
	if err != nil {
		return err
	}
	w.Resultf("drew %s; %d left\n", tiles.FormatMultiset(rack), after.Len())
	_, again, _ := bag.Draw(7)
	fmt.Fprintf(w, "the untouched bag draws the same again: %s\n", tiles.FormatMultiset(again))
	return nil
}

func tourDictionary(w *tour) error {
	def, common := dictionary.DefaultList(), dictionary.CommonList()
	w.Resultf("Default holds %d words, Common %d\n", def.Len(), common.Len())
	for _, word := range []string{"qi", "Zax", "tilekit"} {
		fmt.Fprintf(w, "  %-8q in Default: %v\n", word, def.Contains(word))
	}
	n := 0
	for range dictionary.CommonList().WordsOfLength(5) {
		n++
	}
	fmt.Fprintf(w, "Common has %d five-letter words\n", n)
	return nil
}
