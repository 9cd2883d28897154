package wordgame

import (
	"github.com/tilekit/tilekit/tiles"
)

// Letters in any alphabet. The game plays in the alphabet of its tile set
// (Rules.Tiles.Alphabet()). Inside the package a letter is its code in
// that alphabet, 'A'+index (tiles.Alphabet.Code), so English letters are
// the ASCII capitals; a blank on the board or in a move is its letter's
// code with tiles.Lower (0x80) set; a rack holds codes and '?' for a
// blank. Text goes in and out through the alphabet (tiles.Alphabet.Format
// writes letters of several characters in brackets, [CH]).

// alphabetID returns the number of alphabet a (tiles.Alphabet.ID), with
// which a Move and a Board name theirs in one byte: 0 is English, and so
// is a nil a.
func alphabetID(a *tiles.Alphabet) uint8 {
	if a == nil {
		return 0
	}
	return a.ID()
}

// alphabetOf returns the alphabet numbered id (English for an unknown
// number).
func alphabetOf(id uint8) *tiles.Alphabet { return tiles.AlphabetByID(id) }

// isBlankSq reports whether a square or move code is a blank.
func isBlankSq(x byte) bool { return x&tiles.Lower != 0 }

// upper returns the letter a square or move code stands for (the blank
// bit cleared).
func upper(x byte) byte { return x &^ tiles.Lower }

// blankOf returns the code of a blank standing for letter code l.
func blankOf(l byte) byte { return l | tiles.Lower }

// isLetterCode reports whether x is the code of a letter (not a blank) of
// some alphabet: 'A' to 'A'+tiles.MaxLetters-1.
func isLetterCode(x byte) bool { return x >= 'A' && x < 'A'+tiles.MaxLetters }

// appendSquares appends a move's squares in notation: '.' for a board
// tile (0), the alphabet's notation for the tiles (lower case for a
// blank, letters of several characters in brackets).
func appendSquares(dst []byte, a *tiles.Alphabet, codes []byte) []byte {
	for i := 0; i < len(codes); {
		if codes[i] == 0 {
			dst = append(dst, '.')
			i++
			continue
		}
		j := i
		for j < len(codes) && codes[j] != 0 {
			j++
		}
		dst = a.AppendFormat(dst, codes[i:j])
		i = j
	}
	return dst
}

// appendRack appends rack or exchange codes in notation: the letters as
// the alphabet writes them, '?' for a blank.
func appendRack(dst []byte, a *tiles.Alphabet, codes []byte) []byte {
	for i := 0; i < len(codes); {
		if codes[i] == '?' {
			dst = append(dst, '?')
			i++
			continue
		}
		j := i
		for j < len(codes) && codes[j] != '?' {
			j++
		}
		dst = a.AppendFormat(dst, codes[i:j])
		i = j
	}
	return dst
}

// squareLetter returns a square code's letter as text: upper case for a
// tile, lower case for a blank ("" for 0).
func squareLetter(a *tiles.Alphabet, x byte) string {
	if x == 0 {
		return ""
	}
	return a.Letter(x)
}
