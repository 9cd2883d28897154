package wordoku

import (
	"github.com/tilekit/tilekit/tiles"
)

// A Cell is one tile of a grid as a client draws it.
type Cell struct {
	// Letter is the letter shown, one of "A"–"Z" (a wild's chosen
	// letter).
	Letter string       `json:"letter"`
	Symbol tiles.Symbol `json:"symbol"`
	// Wild reports the player's wild, worth 0.
	Wild   bool `json:"wild"`
	Points int  `json:"points"`
}

// Cells returns g as rows of cells, for drawing.
func (g Grid) Cells() [][]Cell {
	rows := make([][]Cell, g.Size())
	for r := range rows {
		rows[r] = make([]Cell, g.Size())
		for c := range rows[r] {
			t := g.At(r, c)
			cell := Cell{Letter: t.Alphabet().Letter(t.Letter), Symbol: t.Symbol, Wild: t.Blank, Points: 1}
			if t.Blank {
				cell.Points = 0
			}
			rows[r][c] = cell
		}
	}
	return rows
}

// A TileCount is a kind of tile and how many of it.
type TileCount struct {
	Letter string       `json:"letter"`
	Symbol tiles.Symbol `json:"symbol"`
	Count  int          `json:"count"`
}

func countTiles(ts []tiles.Tile) []TileCount {
	out := []TileCount{}
	for _, t := range tiles.Sort(ts) {
		if k := len(out) - 1; k >= 0 && out[k].Letter == t.Alphabet().Letter(t.Letter) && out[k].Symbol == t.Symbol {
			out[k].Count++
			continue
		}
		out = append(out, TileCount{Letter: t.Alphabet().Letter(t.Letter), Symbol: t.Symbol, Count: 1})
	}
	return out
}

// A SeatView is what everyone sees of a player during a round: whether
// they have finished, turned their wild, and which symbols they swapped.
type SeatView struct {
	Player   int            `json:"player"`
	Name     string         `json:"name"`
	Finished bool           `json:"finished"`
	WildUsed bool           `json:"wildUsed"`
	Swapped  []tiles.Symbol `json:"swapped"`
}

// A MoveView is the last move as the viewer may know it: another
// player's arrangement, swap or wild is shown only by its player and
// kind (Text "1 arrange"), since their grid is private until the round
// ends.
type MoveView struct {
	Player int      `json:"player"`
	Kind   MoveKind `json:"kind"`
	Text   string   `json:"text"`
}

// A RoundView is a finished round: every grid, now public, with its
// score, and the tokens awarded.
type RoundView struct {
	Round         int        `json:"round"`
	Grids         [][][]Cell `json:"grids"`
	Scores        []Score    `json:"scores"`
	Victor        int        `json:"victor"`
	PersonalBests []int      `json:"personalBests"`
}

// A View is what one player may see, ready to draw or to send to that
// player's device: their own grid with its score so far, the others'
// progress, and every finished round. Other players' grids of the current
// round stay hidden until it ends. A viewer outside 0..Players-1
// (tilekit.Onlooker) is a spectator, with no grid.
type View struct {
	Player      int      `json:"player"`
	Names       []string `json:"names"`
	Size        int      `json:"size"`
	MinWord     int      `json:"minWord"`
	Rounds      int      `json:"rounds"`
	RoundTimeMs int64    `json:"roundTimeMs"`
	Balance     bool     `json:"balance"`
	// Round is the current round from 1 (the last once over).
	Round    int       `json:"round"`
	Over     bool      `json:"over"`
	ToMove   []int     `json:"toMove"`
	LastMove *MoveView `json:"lastMove"` // nil (null) before the first move
	// Grid is the viewer's grid and Score its score as it stands.
	Grid  [][]Cell `json:"grid"`
	Score Score    `json:"score"`
	// Removed are the tiles the viewer swapped out this round; Unseen
	// the tiles a swap could bring (see State.Unseen).
	Removed []TileCount `json:"removed"`
	Unseen  []TileCount `json:"unseen"`
	Seats   []SeatView  `json:"seats"`
	Past    []RoundView `json:"past"`
	Result  Result      `json:"result"`
}

// View returns what player p may see.
func (s State) View(p int) View {
	v := View{
		Player:      p,
		Names:       make([]string, s.players),
		Size:        s.rules.Size,
		MinWord:     s.rules.MinWord,
		Rounds:      s.rules.Rounds,
		RoundTimeMs: s.rules.RoundTime.Milliseconds(),
		Balance:     s.rules.Balance,
		Round:       s.round,
		Over:        s.Over(),
		ToMove:      append([]int{}, s.ToMove()...),
		Grid:        [][]Cell{},
		Score:       Score{Lines: []Line{}},
		Removed:     []TileCount{},
		Unseen:      []TileCount{},
		Seats:       []SeatView{},
		Past:        []RoundView{},
		Result:      s.Result(),
	}
	for i := range v.Names {
		v.Names[i] = s.Name(i)
	}
	if m, ok := s.hist.Last(); ok {
		m = s.Mask(p, s.hist.Len()-1, m)
		v.LastMove = &MoveView{Player: m.Player, Kind: m.Kind, Text: m.String()}
	}
	attached := !s.detached
	if p >= 0 && p < len(s.seats) {
		st := s.seats[p]
		v.Grid = st.grid.Cells()
		if attached {
			v.Score = scoreGrid(s.rules, s.dictionary(), st.grid)
		}
		v.Removed = countTiles(st.removed)
		v.Unseen = countTiles(s.Unseen(p))
	}
	for q, st := range s.seats {
		sv := SeatView{Player: q, Name: s.Name(q), Finished: st.finished, WildUsed: st.wild != (tiles.Tile{}), Swapped: []tiles.Symbol{}}
		for i, sym := range symbols {
			if st.swapped&(1<<i) != 0 {
				sv.Swapped = append(sv.Swapped, sym)
			}
		}
		v.Seats = append(v.Seats, sv)
	}
	for i, rec := range s.past {
		rv := RoundView{Round: i + 1, Victor: rec.victor, PersonalBests: append([]int{}, rec.pbs...)}
		for q, g := range rec.grids {
			rv.Grids = append(rv.Grids, g.Cells())
			sc := Score{Lines: []Line{}, Total: rec.scores[q]}
			if attached {
				sc = scoreGrid(s.rules, s.dictionary(), g)
			}
			rv.Scores = append(rv.Scores, sc)
		}
		v.Past = append(v.Past, rv)
	}
	return v
}
