package wordgame

import "github.com/tilekit/tilekit/tiles"

// Tile sets of the crossword game in other languages than English. Each
// is a set of 100 or 102 tiles as published for that language's edition
// (the counts and values are facts of the published sets; the source is
// named on each). Use one in place of the English set of a Rules value;
// the game then plays in the set's alphabet (see Rules.Tiles) and needs a
// word list of that alphabet, the caller's or one bundled by the
// language's package:
//
//	import _ "github.com/tilekit/tilekit/dictionary/es"
//
//	r := wordgame.Classic()
//	r.Tiles = wordgame.SpanishTiles()
//	s, err := wordgame.New(r, wordgame.Setup{Players: 2}) // the bundled Spanish list
//
//	d, _ := dictionary.ReadWords(tiles.Spanish(), file)
//	s, err = wordgame.New(r, wordgame.Setup{Players: 2, Dictionary: d}) // the caller's
//
// Each call returns a new Distribution.

// SpanishTiles returns the international Spanish set, 100 tiles in the
// alphabet tiles.Spanish(): single tiles for CH, LL and RR, Ñ, no K or W.
// Source: the Spanish set of Wikipedia's "Scrabble letter distributions"
// (sets sold outside North America), which FISE tournaments use.
func SpanishTiles() tiles.Distribution {
	return mustTiles(tiles.Spanish(),
		"A12 B2 C4 CH1 D5 E12 F1 G2 H2 I6 J1 L4 LL1 M2 N5 Ñ1 O9 P2 Q1 R5 RR1 S6 T4 U5 V1 X1 Y1 Z1 ?2",
		"A1 B3 C3 CH5 D2 E1 F4 G2 H4 I1 J8 L1 LL8 M3 N1 Ñ8 O1 P3 Q5 R1 RR8 S1 T1 U1 V4 X8 Y4 Z10 ?0")
}

// CatalanTiles returns the Catalan set, 100 tiles in the alphabet
// tiles.Catalan(): single tiles for Ç, L·L, NY and QU (no Q alone), no K,
// W or Y alone. Source: the Catalan set of Wikipedia's "Scrabble letter
// distributions", with a QU tile in place of Q as the reference crossword
// engines play it.
func CatalanTiles() tiles.Distribution {
	return mustTiles(tiles.Catalan(),
		"A12 B2 C3 Ç1 D3 E13 F1 G2 H1 I8 J1 L4 L·L1 M3 N6 NY1 O5 P2 QU1 R8 S8 T5 U4 V1 X1 Z1 ?2",
		"A1 B3 C2 Ç10 D2 E1 F4 G3 H8 I1 J8 L1 L·L10 M2 N1 NY10 O1 P3 QU8 R1 S1 T1 U1 V4 X10 Z8 ?0")
}

// FrenchTiles returns the French set, 102 tiles in the alphabet
// tiles.French() (A to Z; accents are not written). Source: the French
// set of Wikipedia's "Scrabble letter distributions".
func FrenchTiles() tiles.Distribution {
	return mustTiles(tiles.French(),
		"A9 B2 C2 D3 E15 F2 G2 H2 I8 J1 K1 L5 M3 N6 O6 P2 Q1 R6 S6 T6 U6 V2 W1 X1 Y1 Z1 ?2",
		"A1 B3 C3 D2 E1 F4 G2 H4 I1 J8 K10 L1 M2 N1 O1 P3 Q8 R1 S1 T1 U1 V4 W10 X10 Y10 Z10 ?0")
}

// GermanTiles returns the German set, 102 tiles in the alphabet
// tiles.German(): tiles for Ä, Ö and Ü (ß is played as SS). Source: the
// German set of Wikipedia's "Scrabble letter distributions".
func GermanTiles() tiles.Distribution {
	return mustTiles(tiles.German(),
		"A5 Ä1 B2 C2 D4 E15 F2 G3 H4 I6 J1 K2 L3 M4 N9 O3 Ö1 P1 Q1 R6 S7 T6 U6 Ü1 V1 W1 X1 Y1 Z1 ?2",
		"A1 Ä6 B3 C4 D1 E1 F4 G2 H2 I1 J6 K4 L2 M3 N1 O2 Ö8 P4 Q10 R1 S1 T1 U1 Ü6 V6 W3 X8 Y10 Z3 ?0")
}

// PolishTiles returns the Polish set, 100 tiles in the alphabet
// tiles.Polish(): tiles for Ą Ć Ę Ł Ń Ó Ś Ź Ż, no Q, V or X. Source: the
// Polish set of Wikipedia's "Scrabble letter distributions".
func PolishTiles() tiles.Distribution {
	return mustTiles(tiles.Polish(),
		"A9 Ą1 B2 C3 Ć1 D3 E7 Ę1 F1 G2 H2 I8 J2 K3 L3 Ł2 M3 N5 Ń1 O6 Ó1 P3 R4 S4 Ś1 T3 U2 W4 Y4 Z5 Ź1 Ż1 ?2",
		"A1 Ą5 B3 C2 Ć6 D2 E1 Ę5 F5 G3 H3 I1 J3 K2 L2 Ł3 M2 N1 Ń7 O1 Ó5 P2 R1 S1 Ś5 T2 U3 W1 Y2 Z1 Ź9 Ż5 ?0")
}

// mustTiles builds a preset tile set from constant text.
func mustTiles(a *tiles.Alphabet, counts, values string) tiles.Distribution {
	d, err := a.Distribution(counts, values)
	if err != nil {
		panic("wordgame: bad built-in tile set: " + err.Error()) // unreachable: constant input, checked by the tests
	}
	return d
}
