package wordgame

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

const emptyBoard = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15"

// Each golden score below is worked out by hand from the standard layout
// (row 8 is "W..l...w...l..W"; row 6 ".L...L...L...L."; row 10 the same)
// and the letter values; the comment shows the sum.
func TestGoldenScores(t *testing.T) {
	product := DefaultRules()
	product.WordBonus = Product
	doubleMove := DefaultRules()
	doubleMove.AllTiles = DoubleMove
	// Board for the later moves: HALT across at 8G-8J, TO down at J8-J9.
	const midBoard = "15/15/15/15/15/15/15/6HALT5/9O5/15/15/15/15/15/15"
	cases := []struct {
		name  string
		rules Rules
		cgp   string
		move  string
		total int
		words []WordScore
		bonus int
	}{
		{
			// H4 on the centre double word, A1 T1 plain, S1 on the double
			// letter at 8L: (4+1+1+1+2) x 2 = 18.
			name: "first move on the centre", rules: DefaultRules(),
			cgp: emptyBoard + " AHLSTXYZ/ 0/0 0", move: "8H HALTS", total: 18,
			words: []WordScore{{Word: "HALTS", Row: 7, Col: 7, Dir: Across, Main: true, Base: 8, LetterBonus: 1, WordFactor: 2, Points: 18}},
		},
		{
			// BED across row 10, E on the triple letter at 10J, also
			// forming TOE down column J:
			// BED = 3 + 1x3 + 2 = 8; TOE = 1 + 1 + 1x3 = 5; 8 + 5 = 13.
			name: "through a triple letter, two words", rules: Classic(),
			cgp: midBoard + " BDEIIST/ 0/0 0", move: "10I BED", total: 13,
			words: []WordScore{
				{Word: "BED", Row: 9, Col: 8, Dir: Across, Main: true, Base: 6, LetterBonus: 2, WordFactor: 1, Points: 8},
				{Word: "TOE", Row: 7, Col: 9, Dir: Down, Base: 3, LetterBonus: 2, WordFactor: 1, Points: 5},
			},
		},
		{
			// A blank h on the double letter at 8D scores 0; A1 L1 T1 E1
			// D2 = 6, doubled by the centre: 12.
			name: "blank on a premium square", rules: Classic(),
			cgp: emptyBoard + " ADELQT?/ 0/0 0", move: "8D hALTED", total: 12,
			words: []WordScore{{Word: "hALTED", Row: 7, Col: 3, Dir: Across, Main: true, Base: 6, LetterBonus: 0, WordFactor: 2, Points: 12}},
		},
		{
			// The premium under an old tile does not count: BOA down
			// column H uses the A already on the centre double word:
			// 3 + 1 + 1 = 5.
			name: "old premium ignored", rules: DefaultRules(),
			cgp: midBoard + " ABOQXYZZ/ 0/0 0", move: "H6 BOA", total: 5,
			words: []WordScore{{Word: "BOA", Row: 5, Col: 7, Dir: Down, Main: true, Base: 5, WordFactor: 1, Points: 5}},
		},
		{
			// Emptying a short rack is not an all-tiles play: five tiles
			// of a rack of five under racks of 8 earn no bonus: 18.
			name: "short rack, no bonus", rules: DefaultRules(),
			cgp: emptyBoard + " AHLST/ 0/0 0", move: "8H HALTS", total: 18,
			words: []WordScore{{Word: "HALTS", Row: 7, Col: 7, Dir: Across, Main: true, Base: 8, LetterBonus: 1, WordFactor: 2, Points: 18}},
		},
		{
			// All 7 tiles under Classic: R1 E1 G2x2 I1 O1 N1 S1 = 10,
			// doubled at 8H = 20, plus 50 = 70.
			name: "all tiles, classic", rules: Classic(),
			cgp: emptyBoard + " EGINORS/ 0/0 0", move: "8B REGIONS", total: 70, bonus: 50,
			words: []WordScore{{Word: "REGIONS", Row: 7, Col: 1, Dir: Across, Main: true, Base: 8, LetterBonus: 2, WordFactor: 2, Points: 20}},
		},
		{
			// All 8 tiles under DefaultRules: RELATION from 8H to 8O,
			// T on the double letter at 8L: 8 + 1 = 9; the highest word
			// premium of 8H (x2) and 8O (x3) is 3: 27; the main word is
			// doubled for using every tile: 27 + 27 = 54.
			name: "all tiles, default", rules: DefaultRules(),
			cgp: emptyBoard + " AEILNORT/ 0/0 0", move: "8H RELATION", total: 54, bonus: 27,
			words: []WordScore{{Word: "RELATION", Row: 7, Col: 7, Dir: Across, Main: true, Base: 8, LetterBonus: 1, WordFactor: 3, Points: 27}},
		},
		{
			// The same with the product of word premiums: 9 x 2 x 3 = 54,
			// doubled: 108.
			name: "all tiles, product", rules: product,
			cgp: emptyBoard + " AEILNORT/ 0/0 0", move: "8H RELATION", total: 108, bonus: 54,
			words: []WordScore{{Word: "RELATION", Row: 7, Col: 7, Dir: Across, Main: true, Base: 8, LetterBonus: 1, WordFactor: 6, Points: 54}},
		},
		{
			// Doubling the whole move: NOTARIES down column K from 1K,
			// R on the double word at 5K: 8 x 2 = 16; its S at 8K makes
			// HALTS across: 4 + 1 + 1 + 1 + 1 = 8; all 8 tiles double
			// both: 16 + 8 + 24 = 48.
			name: "all tiles, double move", rules: doubleMove,
			cgp: "15/15/15/15/15/15/15/6HALT5/15/15/15/15/15/15/15 AEINORST/ 0/0 0", move: "K1 NOTARIES",
			total: 48, bonus: 24,
			words: []WordScore{
				{Word: "NOTARIES", Row: 0, Col: 10, Dir: Down, Main: true, Base: 8, WordFactor: 2, Points: 16},
				{Word: "HALTS", Row: 7, Col: 6, Dir: Across, Base: 8, WordFactor: 1, Points: 8},
			},
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := mustCGP(t, tc.rules, tc.cgp)
			m := mustParse(t, s, tc.move)
			sc, err := s.Score(m)
			if err != nil {
				t.Fatal(err)
			}
			want := Score{Total: tc.total, Words: tc.words, Tiles: m.NewTiles(), AllTiles: tc.bonus}
			if diff := cmp.Diff(want, sc); diff != "" {
				t.Errorf("%s: score mismatch (-want +got):\n%s", tc.move, diff)
			}
			next, err := s.Apply(m)
			if err != nil {
				t.Fatal(err)
			}
			if got := next.Scores()[0]; got != tc.total {
				t.Errorf("score after Apply = %d, want %d", got, tc.total)
			}
		})
	}
}
