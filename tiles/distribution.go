package tiles

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// A Distribution says how many of each tile a set holds: the contents of
// a game box. Games keep one in their Rules; New copies it, so changing a
// Distribution later does not reach a game already under way.
type Distribution map[Tile]int

// Letters builds an English distribution of letter tiles from two lists
// written as letter–number pairs: counts ("A9 B2 ... ?2", where ? counts
// blanks) and values ("A1 B3 ... ?0"). Every letter counted must have a
// value; a blank with no value is worth 0.
func Letters(counts, values string) (Distribution, error) {
	return english.Distribution(counts, values)
}

// Distribution builds a distribution of a's letter tiles, as the package
// function [Letters] does for English; a letter is written in a's
// notation ("CH1" or "[CH]1" in Spanish).
func (a *Alphabet) Distribution(counts, values string) (Distribution, error) {
	cs, err := a.letterPairs(counts)
	if err != nil {
		return nil, fmt.Errorf("tiles: counts: %w", err)
	}
	vs, err := a.letterPairs(values)
	if err != nil {
		return nil, fmt.Errorf("tiles: values: %w", err)
	}
	d := make(Distribution, len(cs))
	for l, n := range cs {
		v, ok := vs[l]
		if !ok && l != '?' {
			return nil, fmt.Errorf("tiles: letter %s has a count but no value", a.Letter(l))
		}
		t := a.Tile(l, v)
		if l == '?' {
			t = a.Blank(v)
		}
		d[t] += n
	}
	return d, d.Validate()
}

// letterPairs reads "A9 CH1 ?2" into counts by letter code ('?' for the
// blank).
func (a *Alphabet) letterPairs(s string) (map[byte]int, error) {
	m := make(map[byte]int)
	for _, f := range strings.Fields(s) {
		l, n := byte('?'), 1
		if f[0] != '?' {
			codes, size := a.Next(f)
			if size == 0 || len(codes) != 1 || codes[0]&Lower != 0 {
				l, n = 0, 0
			} else {
				l, n = codes[0], size
			}
		}
		if n == 0 || n >= len(f) {
			return nil, fmt.Errorf("%s is not a letter (or ?) followed by a number", notation.Quote(f))
		}
		v, err := strconv.Atoi(f[n:])
		if err != nil || v < 0 || v > 127 {
			return nil, fmt.Errorf("%s: %s is not a number from 0 to 127", notation.Quote(f), notation.Quote(f[n:]))
		}
		if _, dup := m[l]; dup {
			return nil, fmt.Errorf("%s: letter %s given twice", notation.Quote(f), notation.Quote(f[:n]))
		}
		m[l] = v
	}
	return m, nil
}

// Alphabet returns the alphabet of d's letter tiles and blanks: English
// when it has none. [Distribution.Validate] refuses a distribution whose
// tiles belong to two alphabets.
func (d Distribution) Alphabet() *Alphabet {
	for t, n := range d {
		if n > 0 && t.alpha != 0 {
			return t.Alphabet()
		}
	}
	return english
}

// Validate reports the first problem with d: an invalid tile, a blank
// that already stands for a letter, a negative count, an empty set, or
// more than [MaxTiles] tiles in all (counted without overflow, however
// large the counts).
func (d Distribution) Validate() error {
	total := 0
	alpha := -1
	for _, t := range d.kinds() {
		n := d[t]
		if err := t.Validate(); err != nil {
			return err
		}
		if t.Letter != 0 || t.Blank {
			if alpha >= 0 && int(t.alpha) != alpha {
				return fmt.Errorf("tiles: distribution holds tiles of two alphabets, %s and %s", alphabetByID(uint8(alpha)).Name(), t.Alphabet().Name())
			}
			alpha = int(t.alpha)
		}
		if t.Blank && t.Letter != 0 {
			return fmt.Errorf("tiles: distribution holds %v, a blank already standing for a letter", t)
		}
		if n < 0 {
			return fmt.Errorf("tiles: distribution has %d of %v; counts cannot be negative", n, t)
		}
		if n > MaxTiles-total {
			return fmt.Errorf("tiles: distribution holds more than %d tiles (%d of %v after %d others)", MaxTiles, n, t, total)
		}
		total += n
	}
	if total == 0 {
		return fmt.Errorf("tiles: distribution holds no tiles")
	}
	return nil
}

// kinds returns the distinct tiles of d in canonical order.
//
// A sort of the map's keys would take a different path through its
// comparisons for every order in which the map hands them out (Go
// randomizes it), and a coverage-guided fuzzer counts those paths: every
// run of the same input would look like new coverage, and the fuzzer
// would spend its time minimizing inputs that find nothing (FuzzReplayGCG
// saw about 57 coverage counters change between two replays of one
// record). So a distribution of up to rankedKinds kinds (every tile set
// a game deals) places each tile by its rank, the number of tiles before
// it, counted over every pair: the same comparisons whatever the map's
// order.
func (d Distribution) kinds() []Tile {
	if len(d) > rankedKinds {
		return slices.SortedFunc(maps.Keys(d), Compare)
	}
	keys := make([]Tile, 0, len(d))
	for t := range d {
		keys = append(keys, t)
	}
	out := make([]Tile, len(keys))
	for _, t := range keys {
		r := 0
		for _, u := range keys {
			if Compare(u, t) < 0 {
				r++
			}
		}
		out[r] = t
	}
	return out
}

// rankedKinds is the most distinct tiles that kinds places by rank (at
// most rankedKinds² comparisons, a few microseconds); a distribution of
// more is sorted.
const rankedKinds = 128

// Total returns the number of tiles in d (negative counts ignored). A
// total too large for an int is reported as math.MaxInt.
func (d Distribution) Total() int {
	n := 0
	for _, c := range d {
		if c > 0 {
			if c > math.MaxInt-n {
				return math.MaxInt
			}
			n += c
		}
	}
	return n
}

// Tiles returns every tile of d, sorted, each repeated as often as d
// counts it. A d of more than [MaxTiles] tiles, which Validate refuses,
// gives nil rather than exhaust memory.
func (d Distribution) Tiles() []Tile {
	total := d.Total()
	if total > MaxTiles {
		return nil
	}
	out := make([]Tile, 0, total)
	for _, t := range d.kinds() {
		for range d[t] {
			out = append(out, t)
		}
	}
	return out
}

// Clone returns a copy of d.
func (d Distribution) Clone() Distribution { return maps.Clone(d) }

// Of returns the distribution of the multiset ts.
func Of(ts []Tile) Distribution {
	d := make(Distribution)
	for _, t := range ts {
		d[t]++
	}
	return d
}

// String returns the multiset text form, for example "A1*9 B3*2 ?0*2".
func (d Distribution) String() string { return FormatMultiset(d.Tiles()) }

// MarshalText implements [encoding.TextMarshaler].
func (d Distribution) MarshalText() ([]byte, error) {
	if err := d.Validate(); err != nil {
		return nil, err
	}
	return []byte(d.String()), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler].
func (d *Distribution) UnmarshalText(b []byte) error {
	ts, err := ParseMultiset(string(b))
	if err != nil {
		return err
	}
	v := Of(ts)
	if err := v.Validate(); err != nil {
		return err
	}
	*d = v
	return nil
}
