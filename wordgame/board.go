package wordgame

import (
	"strings"

	"github.com/tilekit/tilekit/tiles"
)

// MaxBoardSize is the most rows and columns a layout may have.
const MaxBoardSize = 21

// A Board is the grid of tiles played so far: a value, safe to copy.
//
// Representation (read directly by the move generator in this package):
// square (r, c), 0-based, is sq[r*MaxBoardSize+c] whatever the board's
// size, so the stride is always MaxBoardSize. A square holds 0 when empty,
// the letter's code in the board's alphabet for a natural tile ('A'–'Z'
// in English) and that code with tiles.Lower set for a blank standing for
// the letter. Squares outside rows×cols stay 0. alpha numbers the
// alphabet (see alphabetID; 0 is English).
type Board struct {
	rows, cols uint8
	alpha      uint8
	sq         [MaxBoardSize * MaxBoardSize]byte
}

// Rows returns the number of rows.
func (b Board) Rows() int { return int(b.rows) }

// Cols returns the number of columns.
func (b Board) Cols() int { return int(b.cols) }

// At returns the tile on square (row, col), 0-based: 0 for an empty or
// off-board square, else the code of its letter in the board's alphabet
// ('A'–'Z' in English; see tiles.Alphabet.Code), with tiles.Lower set for
// a blank. Letter gives the square's text.
func (b Board) At(row, col int) byte {
	if !b.inside(row, col) {
		return 0
	}
	return b.sq[row*MaxBoardSize+col]
}

// Alphabet returns the alphabet of the board's letters: the game's.
func (b Board) Alphabet() *tiles.Alphabet { return alphabetOf(b.alpha) }

// Letter returns the text of the tile on square (row, col): "" for an
// empty or off-board square, the letter in upper case for a natural tile
// and in lower case for a blank ("CH" or "ch" for a Spanish CH tile).
func (b Board) Letter(row, col int) string {
	return squareLetter(b.Alphabet(), b.At(row, col))
}

// Empty reports whether no tile has been played.
func (b Board) Empty() bool {
	for _, x := range b.sq {
		if x != 0 {
			return false
		}
	}
	return true
}

// Count returns the number of tiles on the board.
func (b Board) Count() int {
	n := 0
	for _, x := range b.sq {
		if x != 0 {
			n++
		}
	}
	return n
}

func (b Board) inside(row, col int) bool {
	return row >= 0 && col >= 0 && row < int(b.rows) && col < int(b.cols)
}

// String draws the board, one line per row, '.' for an empty square, a
// blank in lower case, and a letter of several characters in brackets
// ([CH]).
func (b Board) String() string {
	a := b.Alphabet()
	var buf []byte
	for r := 0; r < int(b.rows); r++ {
		for c := 0; c < int(b.cols); c++ {
			x := b.sq[r*MaxBoardSize+c]
			if x == 0 {
				buf = append(buf, '.')
				continue
			}
			buf = a.AppendFormat(buf, b.sq[r*MaxBoardSize+c:r*MaxBoardSize+c+1])
		}
		buf = append(buf, '\n')
	}
	return string(buf)
}

// step returns the row and column increments along d.
func step(d Direction) (dr, dc int) {
	if d == Down {
		return 1, 0
	}
	return 0, 1
}

// MarshalText writes the board as the rows of a CGP position: rows
// separated by '/', a number for a run of empty squares, upper case for a
// tile, lower case for a blank. The zero Board is written as "".
func (b Board) MarshalText() ([]byte, error) {
	if b.rows == 0 {
		return []byte{}, nil
	}
	return []byte(b.rowsText()), nil
}

// UnmarshalText reads the form MarshalText writes; every row must cover
// the same number of squares (2 to MaxBoardSize).
func (b *Board) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*b = Board{}
		return nil
	}
	if len(text) > 1<<12 {
		return badCGP("board text of %d bytes is too long", len(text))
	}
	v, err := parseRows(strings.Split(string(text), "/"), -1)
	if err != nil {
		return err
	}
	*b = v
	return nil
}
