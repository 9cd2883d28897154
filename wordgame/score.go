package wordgame

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/jsonlist"
)

// Score is what a move earns, with the breakdown a front end shows.
type Score struct {
	// Total is the points the move adds to the player's score.
	Total int `json:"total"`
	// Words lists every word the move forms, the main word first, then
	// the cross words in the order of their new tiles.
	Words []WordScore `json:"words"`
	// Tiles is the number of tiles placed.
	Tiles int `json:"tiles"`
	// AllTiles is the all-tiles bonus, 0 unless the move placed a whole
	// rack: the main word's points again (DoubleMainWord), the words'
	// points again (DoubleMove) or Rules.AllTilesPoints (FlatBonus).
	AllTiles int `json:"allTiles"`
}

// MarshalJSON writes the score with camelCase keys and Words as [] when
// there are none.
func (sc Score) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(sc) }

// WordScore is one word of a move and how its points add up.
type WordScore struct {
	// Word is the word's letters, a blank in lower case.
	Word string `json:"word"`
	// Row, Col (0-based) and Dir locate its first letter.
	Row int       `json:"row"`
	Col int       `json:"col"`
	Dir Direction `json:"dir"`
	// Main is true for the move's main word.
	Main bool `json:"main"`
	// Base is the sum of the letter values, premiums left out.
	Base int `json:"base"`
	// LetterBonus is what the letter premiums under new tiles add.
	LetterBonus int `json:"letterBonus"`
	// WordFactor is the word premium applied (1 when none): the highest
	// one or the product of all, as Rules.WordBonus says.
	WordFactor int `json:"wordFactor"`
	// Points is (Base + LetterBonus) × WordFactor.
	Points int `json:"points"`
}

// String writes the breakdown on one line, for logs and examples.
func (sc Score) String() string {
	var b strings.Builder
	for i, w := range sc.Words {
		if i > 0 {
			b.WriteString(" + ")
		}
		fmt.Fprintf(&b, "%s %d", w.Word, w.Points)
	}
	if sc.AllTiles != 0 {
		fmt.Fprintf(&b, " + all tiles %d", sc.AllTiles)
	}
	if b.Len() == 0 {
		b.WriteString("no words")
	}
	fmt.Fprintf(&b, " = %d", sc.Total)
	return b.String()
}

// Score returns what m would earn, with its breakdown, without playing
// it. It fails exactly when Validate does. Passes and exchanges score 0.
func (s State) Score(m Move) (Score, error) {
	if m.kind != KindPlace {
		if err := s.checkOther(m); err != nil {
			return Score{}, err
		}
		return Score{}, nil
	}
	if err := s.ready(m); err != nil {
		return Score{}, err
	}
	var sc Score
	if _, err := s.evaluate(m, &sc); err != nil {
		return Score{}, err
	}
	return sc, nil
}

// points returns what a placement earns, checking it fully, without
// allocating a breakdown: the move generator's tests call it per move.
func (s State) points(m Move) (int, error) {
	if err := s.ready(m); err != nil {
		return 0, err
	}
	if m.kind != KindPlace {
		return 0, s.checkOther(m)
	}
	return s.evaluate(m, nil)
}

// evaluate checks placement m (already well formed, game running) against
// every rule and returns its points; when sc is not nil it fills in the
// breakdown. The steps: the placement itself (checkPlacement, in
// placement.go), the main word (mainWord), the cross words (crossWords),
// then the bonus for playing a full rack (allTilesBonus).
func (s State) evaluate(m Move, sc *Score) (int, error) {
	newTiles, err := s.checkPlacement(m)
	if err != nil {
		return 0, err
	}
	var buf [MaxBoardSize]byte
	mainPts, err := s.mainWord(m, sc, &buf)
	if err != nil {
		return 0, err
	}
	crossSum, err := s.crossWords(m, sc, &buf)
	if err != nil {
		return 0, err
	}
	bonus := s.g.allTilesBonus(newTiles, mainPts, crossSum)
	total := mainPts + crossSum + bonus
	if sc != nil {
		sc.Total, sc.Tiles, sc.AllTiles = total, newTiles, bonus
	}
	return total, nil
}

// mainWord spells the word m lays along its line (its tiles and the board
// tiles between them) into buf, checks it against the dictionary and
// scores it.
func (s State) mainWord(m Move, sc *Score, buf *[MaxBoardSize]byte) (int, error) {
	b := &s.board
	dr, dc := step(m.dir)
	r0, c0, n := int(m.row), int(m.col), int(m.n)
	for i := range n {
		x := m.tiles[i]
		if x == 0 {
			x = b.sq[(r0+dr*i)*MaxBoardSize+c0+dc*i]
		}
		buf[i] = x
	}
	if !s.isWord(buf[:n]) {
		return 0, s.fail(m, ErrNotAWord, "%q is not a word", s.g.upperWord(buf[:n]))
	}
	return s.scoreLine(r0, c0, dr, dc, n, m, sc, true, buf[:n]), nil
}

// crossWords checks and scores the cross words of m: one per new tile
// with a neighbour across the line. buf is scratch space.
func (s State) crossWords(m Move, sc *Score, buf *[MaxBoardSize]byte) (int, error) {
	b := &s.board
	dr, dc := step(m.dir)
	r0, c0, n := int(m.row), int(m.col), int(m.n)
	crossSum := 0
	for i := range n {
		t := m.tiles[i]
		if t == 0 {
			continue
		}
		r, c := r0+dr*i, c0+dc*i
		// Perpendicular direction: (dc, dr).
		pr, pc := dc, dr
		sr, scc := r, c
		for b.At(sr-pr, scc-pc) != 0 {
			sr, scc = sr-pr, scc-pc
		}
		k := 0
		for rr, cc := sr, scc; ; rr, cc = rr+pr, cc+pc {
			x := b.At(rr, cc)
			if rr == r && cc == c {
				x = t
			} else if x == 0 {
				break
			}
			buf[k] = x
			k++
		}
		if k < 2 {
			continue
		}
		if !s.isWord(buf[:k]) {
			return 0, s.fail(m, ErrNotAWord, "%q is not a word", s.g.upperWord(buf[:k]))
		}
		pts := s.crossScore(sr, scc, pr, pc, k, r, c, t, sc, buf[:k])
		crossSum += pts
	}
	return crossSum, nil
}

// allTilesBonus returns the bonus for a move of newTiles tiles whose main
// word scores mainPts and cross words crossSum: none unless the move
// plays a full rack.
func (g *game) allTilesBonus(newTiles, mainPts, crossSum int) int {
	if newTiles != g.rules.RackSize {
		return 0
	}
	switch g.rules.AllTiles {
	case DoubleMainWord:
		return mainPts
	case DoubleMove:
		return mainPts + crossSum
	case FlatBonus:
		return g.rules.AllTilesPoints
	}
	return 0
}

// scoreLine scores the main word of m.
func (s State) scoreLine(r0, c0, dr, dc, n int, m Move, sc *Score, main bool, word []byte) int {
	g := s.g
	base, bonus, factor := 0, 0, 1
	for i := range n {
		k := (r0+dr*i)*MaxBoardSize + c0 + dc*i
		x := word[i]
		v := g.value(x)
		base += v
		if m.tiles[i] != 0 {
			bonus += v * (int(g.letterMul[k]) - 1)
			factor = combine(g.rules.WordBonus, factor, int(g.wordMul[k]))
		}
	}
	pts := (base + bonus) * factor
	if sc != nil {
		dir := Across
		if dr == 1 {
			dir = Down
		}
		sc.Words = append(sc.Words, WordScore{Word: g.alpha.Word(word), Row: r0, Col: c0, Dir: dir, Main: main,
			Base: base, LetterBonus: bonus, WordFactor: factor, Points: pts})
	}
	return pts
}

// crossScore scores a cross word of k letters from (sr, sc) in direction
// (pr, pc) whose only new tile is t at (nr, nc).
func (s State) crossScore(sr, scol, pr, pc, k, nr, nc int, t byte, sc *Score, word []byte) int {
	g := s.g
	base := 0
	for i := range k {
		base += g.value(word[i])
	}
	kk := nr*MaxBoardSize + nc
	bonus := g.value(t) * (int(g.letterMul[kk]) - 1)
	factor := int(g.wordMul[kk])
	pts := (base + bonus) * factor
	if sc != nil {
		dir := Across
		if pr == 1 {
			dir = Down
		}
		sc.Words = append(sc.Words, WordScore{Word: g.alpha.Word(word), Row: sr, Col: scol, Dir: dir,
			Base: base, LetterBonus: bonus, WordFactor: factor, Points: pts})
	}
	return pts
}

// upperWord returns the text of a word given as squares, blanks in upper
// case too.
func (g *game) upperWord(w []byte) string {
	var up [MaxBoardSize]byte
	for i, x := range w {
		up[i] = upper(x)
	}
	return g.alpha.Word(up[:len(w)])
}

// combine folds one square's word premium into a word's factor.
func combine(mode WordBonus, factor, mul int) int {
	if mode == Product {
		return factor * mul
	}
	return max(factor, mul)
}
