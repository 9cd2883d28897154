package quaddoku

import (
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// A View is what a player sees, shaped for a client to draw: its JSON
// uses camelCase names, lists are never null, tiles are objects. Quad*doku
// hides nothing (the drawpile is open and the grid public), so every
// player, and a spectator, gets the same View apart from the Player field.
type View struct {
	// Player is the viewer; outside 0..len(Names)-1 it is a spectator.
	Player int `json:"player"`
	// Names labels every player (see State.Name).
	Names []string `json:"names"`
	// ToMove lists the seats that may move now (State.ToMove): the
	// player whose turn it is, or none once the game is over.
	ToMove []int `json:"toMove"`
	// LastMove is the move played last, nil before the first.
	LastMove *ViewMove `json:"lastMove"`
	// Grid holds the 4x4 square as four rows of four cells, row 0 at
	// the top; only the edge cells hold tiles.
	Grid [][]ViewCell `json:"grid"`
	// Words are the four sides' words, in the order top, left, right,
	// bottom.
	Words []ViewWord `json:"words"`
	// Pile is the open drawpile, one entry per kind of tile, sorted.
	Pile []ViewTiles `json:"pile"`
	// Covered are the tiles covered so far, which have left play.
	Covered []ViewTiles `json:"covered"`
	// Scores holds each player's total.
	Scores []int `json:"scores"`
	// Turns counts the turns played, passes included; Passes the passes
	// in succession just made.
	Turns  int `json:"turns"`
	Passes int `json:"passes"`
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// DokuSum and DokuScore are what a doku sums to and scores;
	// AllowValueOnly says whether a turn may change only values, and
	// FreePass whether a player may pass while a turn is possible.
	DokuSum        int  `json:"dokuSum"`
	DokuScore      int  `json:"dokuScore"`
	AllowValueOnly bool `json:"allowValueOnly"`
	FreePass       bool `json:"freePass"`
}

// A ViewTile is a tile as a client draws it: its letter and its points.
type ViewTile struct {
	Letter string `json:"letter"`
	Value  int    `json:"value"`
}

// ViewTiles is one kind of tile and how many of it there are.
type ViewTiles struct {
	Letter string `json:"letter"`
	Value  int    `json:"value"`
	Count  int    `json:"count"`
}

// A ViewCell is one cell of the grid. An edge cell shows the top tile of
// its stack and how many tiles the stack holds (1 for a start tile never
// covered); a centre cell has no tile and a stack of 0.
type ViewCell struct {
	Row   int       `json:"row"`
	Col   int       `json:"col"`
	Edge  bool      `json:"edge"`
	Tile  *ViewTile `json:"tile"`
	Stack int       `json:"stack"`
}

// A ViewWord is one side's word with the sum of its top tiles.
type ViewWord struct {
	Side Side   `json:"side"`
	Word string `json:"word"`
	Sum  int    `json:"sum"`
	Doku bool   `json:"doku"`
}

// A ViewMove is a move as a client shows it: who played it, its notation,
// and its placements in reading order (none for a pass).
type ViewMove struct {
	Player     int             `json:"player"`
	Text       string          `json:"text"`
	Pass       bool            `json:"pass"`
	Placements []ViewPlacement `json:"placements"`
}

// A ViewPlacement is one tile a move put on the grid.
type ViewPlacement struct {
	Row  int      `json:"row"`
	Col  int      `json:"col"`
	Tile ViewTile `json:"tile"`
}

func viewTile(t tiles.Tile) ViewTile {
	return ViewTile{Letter: t.Alphabet().Letter(t.Letter), Value: int(t.Value)}
}

// viewTiles counts a sorted multiset by kind.
func viewTiles(ts []tiles.Tile) []ViewTiles {
	out := []ViewTiles{}
	for i := 0; i < len(ts); {
		j := i + 1
		for j < len(ts) && ts[j] == ts[i] {
			j++
		}
		out = append(out, ViewTiles{Letter: ts[i].Alphabet().Letter(ts[i].Letter), Value: int(ts[i].Value), Count: j - i})
		i = j
	}
	return out
}

// View returns what player p may see, which in this game is everything.
func (s State) View(p int) View {
	v := View{
		Player:         p,
		Names:          make([]string, s.players),
		ToMove:         s.ToMove(),
		Grid:           make([][]ViewCell, 4),
		Words:          []ViewWord{},
		Pile:           viewTiles(s.pile.tiles()),
		Covered:        viewTiles(s.covered.tiles()),
		Scores:         slices.Clone(s.scores),
		Turns:          s.Turns(),
		Passes:         s.passes,
		Over:           s.Over(),
		DokuSum:        s.rules.DokuSum,
		DokuScore:      s.rules.DokuScore,
		AllowValueOnly: s.rules.AllowValueOnly,
		FreePass:       s.rules.FreePass,
	}
	if v.Scores == nil {
		v.Scores = []int{}
	}
	for i := range v.Names {
		v.Names[i] = s.Name(i)
	}
	for r := range 4 {
		v.Grid[r] = make([]ViewCell, 4)
		for c := range 4 {
			cell := ViewCell{Row: r, Col: c}
			if k := edgeCell(r, c); k >= 0 && s.players > 0 {
				t := viewTile(s.grid[k])
				cell.Edge, cell.Tile, cell.Stack = true, &t, s.stacks[k]
			} else if k >= 0 {
				cell.Edge = true
			}
			v.Grid[r][c] = cell
		}
	}
	if s.players > 0 {
		for side := range Side(4) {
			sum := 0
			for _, c := range wordCells[side] {
				sum += int(s.grid[c].Value)
			}
			v.Words = append(v.Words, ViewWord{Side: side, Word: s.word(s.grid, side), Sum: sum, Doku: sum == s.rules.DokuSum})
		}
	}
	if m, ok := s.LastMove(); ok {
		lm := &ViewMove{Player: (s.turn + s.players - 1) % s.players, Text: m.String(), Pass: m.IsPass(), Placements: []ViewPlacement{}}
		for _, pl := range m.Placements() {
			lm.Placements = append(lm.Placements, ViewPlacement{Row: pl.Row, Col: pl.Col, Tile: viewTile(pl.Tile)})
		}
		v.LastMove = lm
	}
	return v
}
