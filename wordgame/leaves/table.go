package leaves

import (
	"bufio"
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
)

// A Table values rack leaves for one rule set: the tiles a player keeps
// after a move, as the points they are expected to be worth on the
// player's following turns compared with keeping nothing. It is an
// immutable value, safe for concurrent use; the zero Table values every
// leave at 0.
type Table struct {
	name string
	rack int
	w    [nFeature]float64
}

// Name returns the name of the rule set the table was learned for
// ("classic", "default"), or what its text form says.
func (t *Table) Name() string { return t.name }

// RackSize returns the rack size of the rule set the table was learned
// for; it values leaves of 1 to RackSize-1 tiles (larger leaves get a
// value too, from the same weights).
func (t *Table) RackSize() int { return t.rack }

// ValueCounts returns the value of leave c in points. The empty leave is
// worth 0.
func (t *Table) ValueCounts(c *Counts) float64 {
	if t == nil {
		return 0
	}
	v := 0.0
	features(c, func(i int, x float64) { v += t.w[i] * x })
	return v
}

// ErrLeave is wrapped by the error Value returns for a leave it cannot
// read.
var ErrLeave = errors.New("leaves: not a leave")

// Value returns the value of the leave given as letters: 'A'–'Z' (either
// case) and '?' for a blank, in any order. Any other character is an
// error naming it; so is a leave of more than 255 tiles of one kind.
func (t *Table) Value(leave string) (float64, error) {
	c, err := Parse(leave)
	if err != nil {
		return 0, err
	}
	return t.ValueCounts(&c), nil
}

// Parse reads a leave written as letters ('A'–'Z' in either case, '?'
// for a blank) into Counts.
func Parse(leave string) (Counts, error) {
	var c Counts
	for i := 0; i < len(leave); i++ {
		x := leave[i]
		k := -1
		switch {
		case x >= 'A' && x <= 'Z':
			k = int(x - 'A')
		case x >= 'a' && x <= 'z':
			k = int(x - 'a')
		case x == '?':
			k = Blank
		}
		if k < 0 {
			return Counts{}, fmt.Errorf("%w: %q holds %q at byte %d, not a letter or '?'", ErrLeave, clip(leave), x, i)
		}
		if c[k] == math.MaxUint8 {
			return Counts{}, fmt.Errorf("%w: %q holds more than 255 of %c", ErrLeave, clip(leave), letterOf(k))
		}
		c[k]++
	}
	return c, nil
}

// clip shortens text for an error message.
func clip(s string) string {
	if len(s) > 20 {
		return s[:20] + "..."
	}
	return s
}

// String returns the leave as letters, A to Z then blanks.
func (c Counts) String() string {
	var b strings.Builder
	for i, n := range c {
		for range n {
			b.WriteByte(letterOf(i))
		}
	}
	return b.String()
}

// Len returns the number of tiles in the leave.
func (c Counts) Len() int {
	n := 0
	for _, x := range c {
		n += int(x)
	}
	return n
}

// MarshalText writes the table in its text form: a header line
// "tilekit-leaves v1 <name> <rack size>", then one line per nonzero
// weight, "<feature> <points>", the points in the fewest digits that
// read back as the same number. Features are named by the tile ("E": a
// first E, "E2": a second, "E3": each one past that, "?" the blank),
// "sizeN" (a leave of N tiles), "balanceD" (vowels minus consonants),
// "QnoU", and "+ER" or "+ING" (a leave holding those letters; a pair's
// two letters may come in either order when read).
func (t *Table) MarshalText() ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "tilekit-leaves v1 %s %d\n", t.name, t.rack)
	for i, w := range t.w {
		if w != 0 {
			fmt.Fprintf(&b, "%s %s\n", featureNames[i], strconv.FormatFloat(w, 'f', -1, 64))
		}
	}
	return b.Bytes(), nil
}

// UnmarshalText reads the text form MarshalText writes. Blank lines and
// lines starting with '#' are skipped. A feature named twice, an unknown
// feature or a weight that is not a finite number is an error.
func (t *Table) UnmarshalText(text []byte) error {
	var nt Table
	var seen [nFeature]bool
	sc := bufio.NewScanner(bytes.NewReader(text))
	line := 0
	for sc.Scan() {
		line++
		f := strings.Fields(sc.Text())
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		if nt.rack == 0 {
			if len(f) != 4 || f[0] != "tilekit-leaves" || f[1] != "v1" {
				return fmt.Errorf("leaves: line %d: want the header \"tilekit-leaves v1 <name> <rack size>\"", line)
			}
			n, err := strconv.Atoi(f[3])
			if err != nil || n < 2 || n > 64 {
				return fmt.Errorf("leaves: line %d: rack size %q is not 2 to 64", line, clip(f[3]))
			}
			nt.name, nt.rack = f[2], n
			continue
		}
		if err := nt.setWeight(f, &seen); err != nil {
			return fmt.Errorf("leaves: line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("leaves: %w", err)
	}
	if nt.rack == 0 {
		return errors.New("leaves: no header line")
	}
	*t = nt
	return nil
}

// setWeight reads one "<feature> <points>" line.
func (t *Table) setWeight(f []string, seen *[nFeature]bool) error {
	if len(f) != 2 {
		return fmt.Errorf("want \"<feature> <points>\", got %d fields", len(f))
	}
	i := featureIndex(f[0])
	if i < 0 {
		return fmt.Errorf("unknown feature %q", clip(f[0]))
	}
	if seen[i] {
		return fmt.Errorf("feature %q given twice", f[0])
	}
	w, err := strconv.ParseFloat(f[1], 64)
	if err != nil || math.IsInf(w, 0) || math.IsNaN(w) || math.Abs(w) > 1000 {
		return fmt.Errorf("weight %q of %s is not a number of points (at most 1000 either way)", clip(f[1]), f[0])
	}
	seen[i] = true
	t.w[i] = w
	return nil
}

// featureIndex returns the index of the named feature, or -1. A pair
// may name its two letters in either order ("+ED" is "+DE").
func featureIndex(name string) int {
	swapped := ""
	if len(name) == 3 && name[0] == '+' {
		swapped = string([]byte{'+', name[2], name[1]})
	}
	for i, n := range featureNames {
		if n == name || n == swapped {
			return i
		}
	}
	return -1
}

//go:embed classic.txt
var classicText []byte

//go:embed default.txt
var defaultText []byte

var (
	classicOnce = sync.OnceValue(func() *Table { return mustLoad(classicText) })
	defaultOnce = sync.OnceValue(func() *Table { return mustLoad(defaultText) })
)

// mustLoad reads an embedded table; the tests check that both load.
func mustLoad(text []byte) *Table {
	var t Table
	if err := t.UnmarshalText(text); err != nil {
		panic(err) // the embedded files are checked by the tests
	}
	return &t
}

// Classic returns the table learned for wordgame.Classic(): 7-tile racks
// and the 100-tile English set. It is read once, on first use.
func Classic() *Table { return classicOnce() }

// Default returns the table learned for wordgame.DefaultRules(): 8-tile
// racks and the 104-tile set. It is read once, on first use.
func Default() *Table { return defaultOnce() }
