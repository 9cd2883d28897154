package quaddoku

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/tiles"
)

// MaxValue is the highest tile value the package accepts; it keeps the
// move finder's per-tile tables small.
const MaxValue = 15

// MaxDoku bounds Rules.DokuSum and Rules.DokuScore.
const MaxDoku = 1 << 16

// MaxPlayers is the largest player count New accepts.
const MaxPlayers = 64

// MaxTiles is the largest tile set Rules.Validate accepts, the start
// grid's twelve tiles included (the standard box holds 75). It keeps a
// game, its text and its move finder small whatever the caller's rules.
const MaxTiles = 1000

// Rules holds every knob of the game. The zero Rules is not playable:
// start from DefaultRules and change fields.
type Rules struct {
	// Tiles is the whole tile set, the start grid's twelve tiles
	// included: plain letter tiles (no blanks, no symbols) worth
	// 0–MaxValue points. The default is the 75-tile box.
	Tiles tiles.Distribution

	// Start is the grid the game begins with: twelve edge tiles forming
	// four words, taken out of Tiles. The default is the BEAT / BATH /
	// TAKE / HARE square, every word a doku.
	Start Grid

	// DokuSum is the tile sum that makes a word a doku (10).
	DokuSum int

	// DokuScore is what a doku scores instead of its sum (20).
	DokuScore int

	// AllowValueOnly, when set, accepts turns that change no letter and
	// only swap tiles for same-letter tiles of other values. By default
	// every turn must spell at least one new word.
	AllowValueOnly bool

	// FreePass, when set, lets a player pass at any time. By default a
	// pass is refused (ErrMustPlay) while a legal turn exists, so the
	// game ends on passes only when no player can make a new word.
	FreePass bool
}

// defaultTiles lists the 75-tile box as letter, value and count, from
// RULES.md (Quad*doku section).
const defaultTiles = "A3*5 A2*2 B2 B3 C3 C4 D2*2 D3 E2*5 E3*3 E1 F4 G3 G4 " +
	"H2*2 H3 I3*3 I2 J5 K2 L2*2 L1 M3 M4 N2*2 N3*2 O2*3 O3*2 P2 P1 Q5 " +
	"R2*2 R3*2 S3*3 S2*2 T3*5 T2 U1*2 U2 V4 W4 X5 Y4 Z5"

// defaultStart is the starting Quad*doku of RULES.md.
const defaultStart = "B2 E2 A3 T3 / A3 .. .. A3 / T3 .. .. K2 / H2 A3 R3 E2"

// DefaultRules returns the standard game: the 75-tile box, the BEAT /
// BATH / TAKE / HARE start, dokus summing to 10 and scoring 20, every
// turn spelling a new word, and passes only for a player who cannot
// play.
func DefaultRules() Rules {
	ts, err := tiles.ParseMultiset(defaultTiles)
	if err != nil {
		panic("quaddoku: bad built-in tile set: " + err.Error())
	}
	g, err := ParseGrid(defaultStart)
	if err != nil {
		panic("quaddoku: bad built-in start grid: " + err.Error())
	}
	return Rules{
		Tiles:     tiles.Of(ts),
		Start:     g,
		DokuSum:   10,
		DokuScore: 20,
	}
}

// Validate reports the first problem with r: a tile set with other than
// plain letter tiles or values outside 0–MaxValue, or with more than
// MaxTiles tiles in all (counted without overflow, however large the
// counts), a start grid that is
// not twelve such tiles on the edge, start tiles the set lacks, or a doku
// sum or score outside 0–MaxDoku. Whether the start words are words depends
// on the dictionary and is checked by New.
func (r Rules) Validate() error {
	if len(r.Tiles) == 0 {
		return fmt.Errorf("%w: empty tile set", ErrBadRules)
	}
	total := 0
	for _, t := range tiles.Sort(slices.Collect(maps.Keys(r.Tiles))) {
		n := r.Tiles[t]
		if err := checkTile(t); err != nil {
			return fmt.Errorf("%w: tile set: %v", ErrBadRules, err)
		}
		if n < 0 {
			return fmt.Errorf("%w: tile set: negative count %d of %v", ErrBadRules, n, t)
		}
		if n > MaxTiles-total { // total <= MaxTiles, so this cannot overflow
			return fmt.Errorf("%w: tile set: more than %d tiles (%d of %v)", ErrBadRules, MaxTiles, n, t)
		}
		total += n
	}
	if err := r.Start.check(); err != nil {
		return fmt.Errorf("%w: start grid: %v", ErrBadRules, err)
	}
	have := r.Tiles
	need := tiles.Of(r.Start.Tiles())
	for t, n := range need {
		if have[t] < n {
			return fmt.Errorf("%w: start grid uses %d of %v but the set has %d", ErrBadRules, n, t, have[t])
		}
	}
	if r.DokuSum < 0 || r.DokuScore < 0 || r.DokuSum > MaxDoku || r.DokuScore > MaxDoku {
		return fmt.Errorf("%w: doku sum %d and score %d must be 0-%d", ErrBadRules, r.DokuSum, r.DokuScore, MaxDoku)
	}
	return nil
}

// checkTile reports whether t is a tile this game can use.
func checkTile(t tiles.Tile) error {
	if !t.IsLetter() || t.Symbol != tiles.NoSymbol || t.Number != 0 {
		return fmt.Errorf("%v is not a plain letter tile", t)
	}
	if t.Alphabet() != tiles.English() || t.Letter < 'A' || t.Letter > 'Z' {
		return fmt.Errorf("%v is not an English letter A-Z (the game's tiles are printed in English)", t)
	}
	if t.Value < 0 || t.Value > MaxValue {
		return fmt.Errorf("%v: value outside 0-%d", t, MaxValue)
	}
	return nil
}

// maxWordScore is the most one word can score under r: the larger of the
// doku score and four times the highest tile value.
func (r Rules) maxWordScore() int {
	m := 0
	for t := range r.Tiles {
		m = max(m, int(t.Value))
	}
	return max(r.DokuScore, 4*m)
}

// wordScore is what a word whose tiles sum to sum scores.
func (r Rules) wordScore(sum int) int {
	if sum == r.DokuSum {
		return r.DokuScore
	}
	return sum
}

func (r Rules) clone() Rules {
	r.Tiles = r.Tiles.Clone()
	return r
}

// String writes the rules on one line: the doku sum and score, the
// value-only and free-pass switches, the start grid and the tile set.
func (r Rules) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "doku=%d/%d valueonly=%t freepass=%t start=%s tiles=%s", r.DokuSum, r.DokuScore, r.AllowValueOnly, r.FreePass, r.Start, r.Tiles)
	return b.String()
}
