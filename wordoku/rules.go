package wordoku

import (
	"fmt"
	"time"

	"github.com/tilekit/tilekit/tiles"
)

// MinSize and MaxSize bound Rules.Size: a grid has one row per symbol, and
// the game has five symbols.
const (
	MinSize = 3
	MaxSize = 5
)

// MaxPlayers is the largest player count New accepts (the box has six
// score sheets' worth of tiles).
const MaxPlayers = 6

// MaxTiles bounds the size of a tile set, so that hostile rules cannot
// exhaust memory.
const MaxTiles = 4096

// MaxRounds bounds Rules.Rounds.
const MaxRounds = 100

// Symbols lists the suit symbols in the order rows are dealt: a grid of
// size n uses the first n of them.
var symbols = [MaxSize]tiles.Symbol{tiles.Clove, tiles.Star, tiles.Square, tiles.Circle, tiles.Diamond}

// Symbols returns the symbols a grid of the given size uses, one per row
// of the deal: clove, star, square, circle and, for 5x5, diamond.
func Symbols(size int) []tiles.Symbol {
	if size < 0 || size > MaxSize {
		return nil
	}
	return append([]tiles.Symbol(nil), symbols[:size]...)
}

// symbolIndex returns the row of the deal that holds symbol s, or -1.
func symbolIndex(s tiles.Symbol) int {
	for i, t := range symbols {
		if t == s {
			return i
		}
	}
	return -1
}

// Rules holds every knob of the game. Start from DefaultRules or Expert
// and change fields; the zero Rules is not playable.
type Rules struct {
	// Size is the side of each player's grid and the number of symbols in
	// play: 4 (expert 5). Every player is dealt Size tiles of each of the
	// first Size symbols (see Symbols).
	Size int

	// Tiles is the whole tile set: letter tiles worth 1, each with one of
	// the first Size symbols. The default is 30 tiles of each symbol.
	Tiles tiles.Distribution

	// MinWord is the shortest word that scores: 3 (a house rule allows 2).
	MinWord int

	// Rounds is the number of rounds in a game: 3.
	Rounds int

	// RoundTime is how long a round lasts: 5 minutes (expert 10). The
	// library never reads the clock: the caller runs the timer and
	// calls State.Expire (or tilekit.Game's Expire) when it fires.
	RoundTime time.Duration

	// Balance switches the balance bonus on: a word in a line whose tiles
	// all have different symbols scores one more point per non-wild
	// letter.
	Balance bool
}

// The letters of each standard symbol's 30 tiles, and the rare letter
// each symbol adds; the diamond (expert) set of 30.
const (
	commonLetters  = "A*3 E*4 I*2 O*2 U N*2 R*2 S*2 T*2 L D B C G H M P Y"
	diamondLetters = "A*2 E*3 I*2 O*2 U N*2 R*2 S*2 T*2 L D B C G H M P J X Z V"
)

var rareLetter = map[tiles.Symbol]string{tiles.Clove: "F", tiles.Star: "K", tiles.Square: "W", tiles.Circle: "V"}

// letterSet turns a list like "A*3 E U" into tiles of symbol s.
func letterSet(d tiles.Distribution, list string, s tiles.Symbol) {
	for i := 0; i < len(list); {
		l := list[i]
		n := 1
		i++
		if i < len(list) && list[i] == '*' {
			n = int(list[i+1] - '0')
			i += 2
		}
		for i < len(list) && list[i] == ' ' {
			i++
		}
		t := tiles.Letter(l, 1)
		t.Symbol = s
		d[t] += n
	}
}

// DefaultRules returns the standard game: a 4x4 grid, the four colour
// symbols with 30 tiles each, words of 3 letters or more, three rounds of
// five minutes, and the balance bonus.
func DefaultRules() Rules {
	d := tiles.Distribution{}
	for _, s := range symbols[:4] {
		letterSet(d, commonLetters+" "+rareLetter[s], s)
	}
	return Rules{Size: 4, Tiles: d, MinWord: 3, Rounds: 3, RoundTime: 5 * time.Minute, Balance: true}
}

// Expert returns the expert variant: a 5x5 grid with the black diamond
// tiles added as a fifth symbol, and ten-minute rounds.
func Expert() Rules {
	r := DefaultRules()
	r.Size = 5
	letterSet(r.Tiles, diamondLetters, tiles.Diamond)
	r.RoundTime = 10 * time.Minute
	return r
}

// Validate reports the first problem with r: a size outside
// MinSize–MaxSize, a minimum word length outside 2–Size, rounds outside
// 1–MaxRounds, a negative round time, or a tile set that is empty, holds
// more than MaxTiles tiles, has a tile that is not a letter worth 1 with
// one of the first Size symbols, or has fewer than Size tiles of a symbol
// in play (too few for even one player).
func (r Rules) Validate() error {
	if r.Size < MinSize || r.Size > MaxSize {
		return fmt.Errorf("%w: size %d, want %d-%d", ErrBadRules, r.Size, MinSize, MaxSize)
	}
	if r.MinWord < 2 || r.MinWord > r.Size {
		return fmt.Errorf("%w: minimum word length %d, want 2-%d", ErrBadRules, r.MinWord, r.Size)
	}
	if r.Rounds < 1 || r.Rounds > MaxRounds {
		return fmt.Errorf("%w: %d rounds, want 1-%d", ErrBadRules, r.Rounds, MaxRounds)
	}
	if r.RoundTime < 0 {
		return fmt.Errorf("%w: negative round time %v", ErrBadRules, r.RoundTime)
	}
	counts, err := r.symbolCounts()
	if err != nil {
		return err
	}
	for i, n := range counts[:r.Size] {
		if n < r.Size {
			return fmt.Errorf("%w: %d %v tiles, fewer than the %d one player is dealt", ErrBadRules, n, symbols[i], r.Size)
		}
	}
	return nil
}

// symbolCounts checks the tile set and counts its tiles by symbol.
func (r Rules) symbolCounts() ([MaxSize]int, error) {
	var counts [MaxSize]int
	total := 0
	for t, n := range r.Tiles {
		if err := r.checkTile(t); err != nil {
			return counts, fmt.Errorf("%w: tile set: %v", ErrBadRules, err)
		}
		if n < 0 || n > MaxTiles || total+n > MaxTiles {
			return counts, fmt.Errorf("%w: tile set: %d of %v makes more than %d tiles (or a negative count)", ErrBadRules, n, t, MaxTiles)
		}
		total += n
		counts[symbolIndex(t.Symbol)] += n
	}
	if total == 0 {
		return counts, fmt.Errorf("%w: empty tile set", ErrBadRules)
	}
	return counts, nil
}

// checkTile reports whether t can be one of the game's tiles under r.
func (r Rules) checkTile(t tiles.Tile) error {
	if !t.IsLetter() || t.Number != 0 || t.Letter < 'A' || t.Letter > 'Z' {
		return fmt.Errorf("%v is not a letter tile", t)
	}
	if t.Alphabet() != tiles.English() {
		return fmt.Errorf("%v is a %s tile; the game's tiles are printed in English", t, t.Alphabet())
	}
	if t.Value != 1 {
		return fmt.Errorf("%v: every tile is worth 1", t)
	}
	if i := symbolIndex(t.Symbol); i < 0 || i >= r.Size {
		return fmt.Errorf("%v: symbol %q is not one of the %d in play", t, t.Symbol, r.Size)
	}
	return nil
}

// maxPlayers is how many players the tile set can deal to.
func (r Rules) maxPlayers() int {
	counts, err := r.symbolCounts()
	if err != nil {
		return 0
	}
	n := MaxPlayers
	for _, c := range counts[:r.Size] {
		n = min(n, c/r.Size)
	}
	return n
}

func (r Rules) clone() Rules {
	r.Tiles = r.Tiles.Clone()
	return r
}
