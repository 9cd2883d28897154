package tiles

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// Sort returns a sorted copy of ts in the order of [Compare].
func Sort(ts []Tile) []Tile {
	out := slices.Clone(ts)
	slices.SortFunc(out, Compare)
	return out
}

// Count returns how many times t occurs in ts.
func Count(ts []Tile, t Tile) int {
	n := 0
	for _, u := range ts {
		if u == t {
			n++
		}
	}
	return n
}

// Contains reports whether the multiset have holds every tile of want, as
// many times as want has it.
func Contains(have, want []Tile) bool {
	_, err := Remove(have, want)
	return err == nil
}

// Remove returns have without the tiles of take (each occurrence removes
// one copy), keeping the order of what is left. It returns an error naming
// the first tile of take that have lacks; have is never changed.
func Remove(have, take []Tile) ([]Tile, error) {
	out := slices.Clone(have)
	for _, t := range take {
		i := slices.Index(out, t)
		if i < 0 {
			return nil, fmt.Errorf("tiles: %v is not among %v", t, FormatMultiset(have))
		}
		out = slices.Delete(out, i, i+1)
	}
	return out, nil
}

// Add returns a new slice holding the tiles of a followed by those of b.
func Add(a, b []Tile) []Tile {
	out := make([]Tile, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// Difference returns the tiles of a that b does not cancel, counting
// multiplicity: Difference([A A B], [A C]) is [A B]. Order follows a.
func Difference(a, b []Tile) []Tile {
	left := slices.Clone(b)
	var out []Tile
	for _, t := range a {
		if i := slices.Index(left, t); i >= 0 {
			left = slices.Delete(left, i, i+1)
			continue
		}
		out = append(out, t)
	}
	return out
}

// Equal reports whether a and b hold the same tiles, in any order.
func Equal(a, b []Tile) bool {
	return len(a) == len(b) && slices.Equal(Sort(a), Sort(b))
}

// FormatMultiset writes ts in sorted order, runs of a tile as "T*N":
// "A1*2 B3 ?0". Tiles of an alphabet other than English follow its name
// and a colon, once for the whole multiset when they share one:
// "spanish: A1*2 [CH]5". The empty multiset is "".
func FormatMultiset(ts []Tile) string {
	s := Sort(ts)
	var b []byte
	shared := len(s) > 0 && s[0].alpha != 0 && s[0].alpha == s[len(s)-1].alpha
	if shared {
		b = append(b, s[0].Alphabet().name...)
		b = append(b, ':')
	}
	for i := 0; i < len(s); {
		j := i + 1
		for j < len(s) && s[j] == s[i] {
			j++
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		if shared {
			b = s[i].appendText(b)
		} else {
			b = s[i].appendQualified(b)
		}
		if j-i > 1 {
			b = append(b, '*')
			b = strconv.AppendInt(b, int64(j-i), 10)
		}
		i = j
	}
	return string(b)
}

// MaxTiles is the most tiles a [Distribution] may hold, and the most a
// multiset's text (a bag, a distribution) may claim, so that a hostile
// "A1*999999999" or a count near math.MaxInt cannot exhaust memory. The
// largest standard set, a crossword game's, has 100; games that allow
// custom sets document this same bound.
const MaxTiles = 1 << 16

// ParseMultiset reads the form FormatMultiset writes (any order, any
// amount of space between tiles; a count of 0 is allowed and adds
// nothing). It reads at most [MaxTiles] tiles, and stops at the first
// bad field, without splitting the rest of s.
//
// A first field "name:" makes name the alphabet of the tiles that follow;
// a tile may also name its own ("spanish:[CH]5").
func ParseMultiset(s string) ([]Tile, error) {
	var out []Tile
	a := english
	first := true
	for f := range strings.FieldsSeq(s) {
		if first && strings.HasSuffix(f, ":") {
			var ok bool
			if a, ok = LookupAlphabet(f[:len(f)-1]); !ok {
				return nil, fmt.Errorf("tiles: multiset: no alphabet is called %s", notation.Quote(f[:len(f)-1]))
			}
			first = false
			continue
		}
		first = false
		txt, n := f, 1
		if i := strings.IndexByte(f, '*'); i >= 0 {
			c, err := strconv.Atoi(f[i+1:])
			if err != nil || c < 0 || c > MaxTiles {
				return nil, fmt.Errorf("tiles: %s: count %s is not a number from 0 to %d", notation.Quote(f), notation.Quote(f[i+1:]), MaxTiles)
			}
			txt, n = f[:i], c
		}
		t, err := parseTileIn(a, txt)
		if err != nil {
			return nil, err
		}
		if err := t.Validate(); err != nil {
			return nil, fmt.Errorf("tiles: %s: %w", notation.Quote(f), err)
		}
		if n > MaxTiles-len(out) {
			return nil, fmt.Errorf("tiles: multiset holds more than %d tiles", MaxTiles)
		}
		for range n {
			out = append(out, t)
		}
	}
	return out, nil
}

// parseTileIn reads a tile of a, or of the alphabet the text names.
func parseTileIn(a *Alphabet, s string) (Tile, error) {
	if a == english || strings.Contains(s, ":") {
		return ParseTile(s)
	}
	return a.ParseTile(s)
}
