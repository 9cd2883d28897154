package sumoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Variant is one of the five ways to play.
type Variant uint8

// The variants.
const (
	VariantStandard Variant = iota // 2–5 players build one shared layout, scoring lines
	VariantSpeed                   // 2–8 players race to lay out their own tiles, round by round
	VariantSpot                    // 2–8 players spot four face-up tiles that form a line
	VariantTeam                    // 2–4 teams race to lay out a large share of the tiles
	VariantSolo                    // one player lays out as many tiles as possible
	numVariants
)

// variants is the text form of Variant.
var variants = notation.Enum[Variant]{Pkg: "sumoku", Kind: "variant", Names: []string{"standard", "speed", "spot", "team", "solo"}, Err: ErrSyntax}

// String returns the variant's lower-case name.
func (v Variant) String() string { return variants.Name(v) }

// MarshalText implements encoding.TextMarshaler.
func (v Variant) MarshalText() ([]byte, error) { return variants.Marshal(v) }

// UnmarshalText implements encoding.TextUnmarshaler.
func (v *Variant) UnmarshalText(b []byte) error { return variants.Unmarshal(b, v) }

// Limits on the knobs, so that hostile rules cannot exhaust memory or
// time. MaxRack and MinKey bound the standard game's move finders: the
// placements of a rack grow about fourfold with each tile added, and
// more than doubly as the key number falls to 1 (every line sums to a
// multiple of 1), so a rack of 64 or a key of 1 would leave LegalMoves,
// BestMove and BestPlacements with more work than any game needs. The game itself
// uses racks of 8 and keys from 3 to 10; at the limits (a rack of 10, a
// key of 2) a position has at most a few hundred thousand placements.
const (
	MaxTiles   = 1024 // tiles in a set
	MaxPlayers = 8    // players (or teams)
	MaxKey     = 99   // a die face, or a key number given to FromPosition
	MinKey     = 2    // the smallest die face, or key number given to FromPosition
	MaxRack    = 10   // the largest standard-game rack
)

// Rules holds every knob of the game. Start from a preset (DefaultRules,
// Speed, Spot, Team, Solo, Challenge) and change fields.
type Rules struct {
	// Variant is the way to play.
	Variant Variant

	// Tiles is the tile set: number tiles 1–8 in the six colours (the box
	// holds 96: each colour and number twice).
	Tiles tiles.Distribution

	// Die lists the faces of the die that sets the key number (3 3 4 4
	// 5 5; each from MinKey to MaxKey), and Rolls how many rolls are
	// added (1; 2 in the challenge; at most 4).
	Die   []int
	Rolls int

	// Rack is the standard game's rack size (8; at most MaxRack).
	Rack int

	// Hand is how many tiles each player starts with in the private
	// variants: 10 in speed, 16 in solo; in the team game 0 shares the
	// whole set evenly (48, 32 or 24 tiles for 2, 3 or 4 teams).
	Hand int

	// SwapDraw is how many tiles a speed swap gives for one (2), and
	// PenaltyDraw how many each remaining player draws when a speed claim
	// fails (2).
	SwapDraw, PenaltyDraw int

	// RoundWins and WinsInARow end a speed match: three rounds in all or
	// two in a row.
	RoundWins, WinsInARow int

	// FaceUp is how many tiles lie face up in spot (10), ClaimSize how
	// many a spot claim names (4), and SpotTarget the tiles that win
	// (0: 16 with 2–4 players, 12 with 5–8).
	FaceUp, ClaimSize, SpotTarget int

	// SoloDraw is how many tiles solo adds once every drawn tile is laid
	// out (10).
	SoloDraw int

	// NoRepeatNumbers forbids a number twice in a line (the solo rule).
	NoRepeatNumbers bool

	// FreePass lets a standard-game player pass while a placement is
	// possible. By default a pass is legal only when no tile of the rack
	// can be placed.
	FreePass bool

	// SoloRearrange lets each solo claim lay out the whole pattern
	// afresh. By default, as the rule text has it, the tiles of a claimed
	// pattern stay where they are: a later claim keeps every one of them
	// on its square (a 6 standing as 9 still standing as 9) and adds the
	// new tiles around them, and a claim that moves one is refused with
	// ErrMovedTile.
	SoloRearrange bool
}

// boxTiles is the 96-tile box: every colour and number 1–8 twice.
func boxTiles() tiles.Distribution {
	d := tiles.Distribution{}
	for _, c := range Colours {
		for n := 1; n <= MaxNumber; n++ {
			d[Tile(c, n)] = 2
		}
	}
	return d
}

func base(v Variant) Rules {
	return Rules{
		Variant: v, Tiles: boxTiles(), Die: []int{3, 3, 4, 4, 5, 5}, Rolls: 1,
		Rack: 8, Hand: 10, SwapDraw: 2, PenaltyDraw: 2, RoundWins: 3, WinsInARow: 2,
		FaceUp: 10, ClaimSize: 4, SoloDraw: 10,
	}
}

// DefaultRules returns the standard game: 96 tiles, a die of 3 3 4 4 5 5
// rolled once, racks of 8.
func DefaultRules() Rules { return base(VariantStandard) }

// Speed returns speed sumoku: hands of 10, swap one tile for two, a
// failed claim puts the claimant out of the round and gives every other
// player two tiles; the match goes to three round wins, or two in a row.
func Speed() Rules { return base(VariantSpeed) }

// Spot returns spot sumoku: ten tiles face up, claims of four that form a
// line, 16 tiles (12 with five or more players) to win.
func Spot() Rules { return base(VariantSpot) }

// Team returns team sumoku for n teams: the whole set shared evenly (48,
// 32 or 24 tiles each for 2, 3 or 4 teams). Setup.Players is the number
// of teams.
func Team(n int) Rules {
	r := base(VariantTeam)
	r.Hand = 0
	if n > 0 {
		r.Hand = r.Tiles.Total() / n
	}
	return r
}

// Solo returns solo sumoku: draw 16, then 10 more each time every drawn
// tile is laid out; no colour and no number may repeat in a line.
func Solo() Rules {
	r := base(VariantSolo)
	r.Hand = 16
	r.NoRepeatNumbers = true
	return r
}

// Challenge returns r with the key number the sum of two rolls of the
// die (6 to 10 with the standard die).
func Challenge(r Rules) Rules {
	r = r.clone()
	r.Rolls = 2
	return r
}

func (r Rules) clone() Rules {
	r.Tiles = r.Tiles.Clone()
	r.Die = append([]int(nil), r.Die...)
	return r
}

// Validate reports the first problem with r.
func (r Rules) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s", ErrBadRules, fmt.Sprintf(format, args...))
	}
	if r.Variant >= numVariants {
		return bad("unknown variant %d", r.Variant)
	}
	total := 0
	for t, n := range r.Tiles {
		if err := checkTile(t); err != nil {
			return bad("tile set: %v", err)
		}
		if n < 0 || n > MaxTiles {
			return bad("tile set: %d of %v", n, FormatTile(t))
		}
		total += n
	}
	if total == 0 || total > MaxTiles {
		return bad("tile set of %d tiles: want 1-%d", total, MaxTiles)
	}
	if len(r.Die) == 0 || len(r.Die) > 64 {
		return bad("die with %d faces", len(r.Die))
	}
	for _, f := range r.Die {
		if f < MinKey || f > MaxKey {
			return bad("die face %d: want %d-%d", f, MinKey, MaxKey)
		}
	}
	if r.Rolls < 1 || r.Rolls > 4 {
		return bad("%d rolls: want 1-4", r.Rolls)
	}
	type knob struct {
		name     string
		v, lo, h int
	}
	for _, k := range []knob{
		{"rack", r.Rack, 1, MaxRack}, {"hand", r.Hand, 0, MaxTiles}, {"swap draw", r.SwapDraw, 0, 64},
		{"penalty draw", r.PenaltyDraw, 0, 64}, {"round wins", r.RoundWins, 1, 64}, {"wins in a row", r.WinsInARow, 1, 64},
		{"face up", r.FaceUp, 1, 64}, {"claim size", r.ClaimSize, 2, MaxLine}, {"spot target", r.SpotTarget, 0, MaxTiles},
		{"solo draw", r.SoloDraw, 1, MaxTiles},
	} {
		if k.v < k.lo || k.v > k.h {
			return bad("%s %d: want %d-%d", k.name, k.v, k.lo, k.h)
		}
	}
	if r.Variant != VariantTeam && r.Hand < 1 {
		return bad("hand 0 (only the team game shares the set by itself)")
	}
	if r.FaceUp < r.ClaimSize {
		return bad("%d face-up tiles cannot hold a claim of %d", r.FaceUp, r.ClaimSize)
	}
	return nil
}

// String writes the rules on one line, as the State's text holds them
// (rearrange=true only when SoloRearrange is set, so that texts written
// before the knob existed still read back as they are).
func (r Rules) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s die=%s rolls=%d rack=%d hand=%d swap=%d penalty=%d wins=%d/%d faceup=%d claim=%d target=%d solodraw=%d norepeat=%t freepass=%t",
		r.Variant, joinInts(r.Die, ","), r.Rolls, r.Rack, r.Hand, r.SwapDraw, r.PenaltyDraw, r.RoundWins, r.WinsInARow,
		r.FaceUp, r.ClaimSize, r.SpotTarget, r.SoloDraw, r.NoRepeatNumbers, r.FreePass)
	if r.SoloRearrange {
		b.WriteString(" rearrange=true")
	}
	return b.String()
}

func joinInts(v []int, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// parseRules reads the String form (without the tile set).
func parseRules(line string) (Rules, error) {
	var r Rules
	fs := strings.Fields(line)
	if len(fs) == 15 && fs[14] == "rearrange=true" {
		r.SoloRearrange = true
		fs = fs[:14]
	}
	if len(fs) != 14 {
		return Rules{}, fmt.Errorf("rules: want 14 fields (15 with rearrange=true), got %d", len(fs))
	}
	if err := r.Variant.UnmarshalText([]byte(fs[0])); err != nil {
		return Rules{}, err
	}
	get := func(f, key string) (string, error) {
		v, ok := strings.CutPrefix(f, key+"=")
		if !ok {
			return "", fmt.Errorf("rules: want %s=, got %q", key, clip(f))
		}
		return v, nil
	}
	num := func(f, key string, dst *int) error {
		v, err := get(f, key)
		if err != nil {
			return err
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < -1 || n > MaxTiles {
			return fmt.Errorf("rules: %s=%q", key, clip(v))
		}
		*dst = n
		return nil
	}
	die, err := get(fs[1], "die")
	if err != nil {
		return Rules{}, err
	}
	for _, x := range strings.Split(die, ",") {
		n, err := strconv.Atoi(x)
		if err != nil || len(r.Die) >= 64 {
			return Rules{}, fmt.Errorf("rules: die=%q", clip(die))
		}
		r.Die = append(r.Die, n)
	}
	wins, err := get(fs[7], "wins")
	if err != nil {
		return Rules{}, err
	}
	a, b, _ := strings.Cut(wins, "/")
	if err := num("wins="+a, "wins", &r.RoundWins); err != nil {
		return Rules{}, err
	}
	if err := num("wins="+b, "wins", &r.WinsInARow); err != nil {
		return Rules{}, err
	}
	for _, x := range []struct {
		i   int
		key string
		dst *int
	}{{2, "rolls", &r.Rolls}, {3, "rack", &r.Rack}, {4, "hand", &r.Hand}, {5, "swap", &r.SwapDraw}, {6, "penalty", &r.PenaltyDraw},
		{8, "faceup", &r.FaceUp}, {9, "claim", &r.ClaimSize}, {10, "target", &r.SpotTarget}, {11, "solodraw", &r.SoloDraw}} {
		if err := num(fs[x.i], x.key, x.dst); err != nil {
			return Rules{}, err
		}
	}
	nr, err := get(fs[12], "norepeat")
	if err != nil {
		return Rules{}, err
	}
	if r.NoRepeatNumbers, err = strconv.ParseBool(nr); err != nil {
		return Rules{}, fmt.Errorf("rules: norepeat=%q", clip(nr))
	}
	fp, err := get(fs[13], "freepass")
	if err != nil {
		return Rules{}, err
	}
	if r.FreePass, err = strconv.ParseBool(fp); err != nil {
		return Rules{}, fmt.Errorf("rules: freepass=%q", clip(fp))
	}
	return r, nil
}
