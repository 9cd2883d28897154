package sumoku

import (
	"github.com/tilekit/tilekit/tiles"
)

// A TileView is a tile as a client draws it.
type TileView struct {
	Colour string `json:"colour"` // red, orange, yellow, green, blue, purple
	Letter string `json:"letter"` // R O Y G B P
	Number int    `json:"number"` // 1–8 as printed
}

// A CellView is a placed tile: its square, the tile, and the value it
// counts (9 for a 6 standing as 9).
type CellView struct {
	Row   int      `json:"row"`
	Col   int      `json:"col"`
	Tile  TileView `json:"tile"`
	Value int      `json:"value"`
}

// A View is what one player may see. Sumoku hides only the bag's order:
// racks and hands lie face up in every variant, so the View shows every
// player's tiles, and the bag as a sorted multiset.
type View struct {
	Player      int          `json:"player"` // the viewer; outside the seats, a spectator
	Variant     string       `json:"variant"`
	Key         int          `json:"key"`
	Names       []string     `json:"names"`
	ToMove      []int        `json:"toMove"`
	LastMove    *string      `json:"lastMove"`    // the last move's notation; nil (null) before the first
	Moves       int          `json:"moves"`       // moves applied so far
	Layout      []CellView   `json:"layout"`      // the table (standard) or the last accepted layout (solo)
	Hands       [][]TileView `json:"hands"`       // racks, hands, or tiles kept in spot, by seat
	FaceUp      []TileView   `json:"faceUp"`      // spot's face-up tiles, by index
	Bag         []TileView   `json:"bag"`         // the tiles nobody holds, sorted
	Scores      []int        `json:"scores"`      // see State.Scores
	Out         []bool       `json:"out"`         // out of the round (speed) or sitting it out (spot)
	SitsOutNext []bool       `json:"sitsOutNext"` // spot: to sit out the next round after a wrong claim
	Round       int          `json:"round"`
	Bonus       bool         `json:"bonus"` // standard: the player to move plays again
	Over        bool         `json:"over"`
	Winners     []int        `json:"winners"`
}

func tileView(t tiles.Tile) TileView {
	f := FormatTile(t)
	return TileView{Colour: t.Symbol.String(), Letter: f[:1], Number: int(t.Number)}
}

func tileViews(ts []tiles.Tile) []TileView {
	out := make([]TileView, len(ts))
	for i, t := range ts {
		out[i] = tileView(t)
	}
	return out
}

// View returns what player p may see: everything but the bag's order.
func (s State) View(p int) View {
	v := View{
		Player:      p,
		Variant:     s.rules.Variant.String(),
		Key:         s.key,
		Names:       make([]string, s.players),
		ToMove:      s.ToMove(),
		Moves:       s.moves(),
		Layout:      []CellView{},
		Hands:       make([][]TileView, s.players),
		FaceUp:      tileViews(s.faceUp),
		Bag:         tileViews(s.bag.Tiles()),
		Scores:      s.Scores(),
		Out:         make([]bool, s.players),
		SitsOutNext: make([]bool, s.players),
		Round:       s.round,
		Bonus:       s.bonus,
		Over:        s.Over(),
		Winners:     s.Winners(),
	}
	if v.Scores == nil {
		v.Scores = []int{}
	}
	copy(v.Out, s.out)
	copy(v.SitsOutNext, s.sitNext)
	for i := range s.players {
		v.Names[i] = s.Name(i)
		v.Hands[i] = tileViews(s.hand(i))
	}
	if m, ok := s.LastMove(); ok {
		text := m.String()
		v.LastMove = &text
	}
	for _, c := range s.layout.ps {
		v.Layout = append(v.Layout, CellView{Row: c.Row, Col: c.Col, Tile: tileView(c.Tile), Value: c.Value()})
	}
	return v
}

// A Result is the outcome of a game, or the standings so far; it holds
// nothing hidden.
type Result struct {
	Over    bool   `json:"over"`
	Variant string `json:"variant"`
	// Scores: see State.Scores (points, round wins, tiles kept or tiles
	// laid out).
	Scores []int `json:"scores"`
	// Winners: the seats with the best score in seating order, ties
	// shared (standard, spot); the match or race winner (speed, team);
	// the solo player. Empty until the game is over.
	Winners []int `json:"winners"`
	// Reason says in words why the game ended ("Ada kept 16 tiles");
	// "" while it goes on.
	Reason string `json:"reason"`
}

// Result returns the standings, with the winners and the reason once
// the game is over.
func (s State) Result() Result {
	r := Result{Over: s.Over(), Variant: s.rules.Variant.String(), Scores: s.Scores(), Winners: s.Winners(), Reason: s.reason()}
	if r.Scores == nil {
		r.Scores = []int{}
	}
	return r
}
