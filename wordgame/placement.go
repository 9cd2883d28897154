package wordgame

import (
	"fmt"
	"strings"
)

// Placement legality: whether a placement may go on the board, before its
// words are looked up and scored (score.go).

// checkPlacement checks placement m (already well formed, game running)
// against the board and the rack: it fits, fills every square of its span
// (each either a new tile or a board tile), places a tile, is written in
// normal form, uses tiles the rack holds, covers the start square or
// touches a board tile, and a dictionary is attached to check its words.
// It returns the number of new tiles.
func (s State) checkPlacement(m Move) (int, error) {
	g, b := s.g, &s.board
	dr, dc := step(m.dir)
	r0, c0, n := int(m.row), int(m.col), int(m.n)
	reject := func(err error, format string, args ...any) (int, error) {
		return 0, s.fail(m, err, format, args...)
	}
	if !b.inside(r0, c0) || !b.inside(r0+dr*(n-1), c0+dc*(n-1)) {
		return reject(ErrOffBoard, "%s does not fit on the %dx%d board", m, b.rows, b.cols)
	}
	newTiles := 0
	for i := range n {
		r, c := r0+dr*i, c0+dc*i
		x, t := b.sq[r*MaxBoardSize+c], m.tiles[i]
		switch {
		case t != 0 && x != 0:
			return reject(ErrOccupied, "%s already holds %s", squareName(r, c), g.alpha.Letter(x))
		case t == 0 && x == 0:
			return reject(ErrGap, "%s is empty but the move leaves it unfilled", squareName(r, c))
		case t != 0:
			newTiles++
		}
	}
	if newTiles == 0 {
		return reject(ErrNoTiles, "the move places no tile")
	}
	if norm := s.Normalize(m); norm != m {
		return reject(ErrNotNormalized, "write it as %s (the whole word, in its canonical direction)", norm)
	}
	if missing, ok := rackHas(s.racks[s.turn], m.tiles[:n]); !ok {
		if missing == '?' {
			if hint := s.blankHint(m); hint != "" {
				return reject(ErrNotHeld, "rack %s has no blank for it (%s)", s.g.rackText(s.racks[s.turn]), hint)
			}
			return reject(ErrNotHeld, "rack %s has no blank for it", s.g.rackText(s.racks[s.turn]))
		}
		return reject(ErrNotHeld, "rack %s has no %s for it", s.g.rackText(s.racks[s.turn]), g.alpha.Letter(missing))
	}
	if newTiles == n && b.Empty() {
		if !(r0 <= g.startRow && g.startRow <= r0+dr*(n-1) && c0 <= g.startCol && g.startCol <= c0+dc*(n-1)) {
			return reject(ErrFirstMove, "the first word must cover %s", squareName(g.startRow, g.startCol))
		}
		if n < g.rules.MinFirstWord {
			return reject(ErrTooShort, "the first word must have at least %d letters", g.rules.MinFirstWord)
		}
	} else if newTiles == n && !s.touches(m) {
		return reject(ErrNotConnected, "no tile of it touches a tile on the board")
	}
	if s.dict == nil {
		return reject(ErrDetached, "no word list is attached to check the words")
	}

	return newTiles, nil
}

// blankHint explains, for a placement that asks for more blanks than the
// rack holds, that lower case means a blank: a player who typed
// "8h eringos" meant the tiles ERINGOS. It returns "" when the move has no
// more lower-case letters than the rack has blanks.
func (s State) blankHint(m Move) string {
	lower := 0
	for _, x := range m.tiles[:m.n] {
		if isBlankSq(x) {
			lower++
		}
	}
	blanks := strings.Count(s.racks[s.turn].String(), "?")
	if lower <= blanks {
		return ""
	}
	return fmt.Sprintf("a lower-case letter is a blank; type %s %s to play tiles", m.Coord(), strings.ToUpper(m.Word()))
}

// isWord asks the dictionary about a word given as squares (codes,
// blanks with tiles.Lower), always in upper case so that a caller's
// dictionary need not fold case. In an alphabet with letters of several
// characters a word is its tiles: one whose text reads back as other
// letters (Spanish C then H, read as CH) is no word (see
// tiles.Alphabet.Canonical); the dictionary gets the letters' text.
func (s State) isWord(w []byte) bool {
	var up [MaxBoardSize]byte
	for i, x := range w {
		up[i] = upper(x)
	}
	if s.g.aid != 0 {
		a := s.g.alpha
		return a.Canonical(up[:len(w)]) && s.dict.Contains(a.Word(up[:len(w)]))
	}
	return s.dict.Contains(string(up[:len(w)]))
}

// touches reports whether a placement with no board tile in its span has a
// new tile next to a board tile (across the line; along it, normal form
// already takes the neighbours into the span).
func (s State) touches(m Move) bool {
	dr, dc := step(m.dir)
	for i := 0; i < int(m.n); i++ {
		r, c := int(m.row)+dr*i, int(m.col)+dc*i
		if s.board.At(r-dc, c-dr) != 0 || s.board.At(r+dc, c+dr) != 0 {
			return true
		}
	}
	return false
}
