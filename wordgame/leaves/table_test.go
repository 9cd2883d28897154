package leaves

import (
	"errors"
	"math"
	"strings"
	"testing"
)

func TestEmbeddedTablesLoad(t *testing.T) {
	for _, c := range []struct {
		t    *Table
		name string
		rack int
	}{{Classic(), "classic", 7}, {Default(), "default", 8}} {
		if c.t.Name() != c.name || c.t.RackSize() != c.rack {
			t.Errorf("table %q rack %d, want %q rack %d", c.t.Name(), c.t.RackSize(), c.name, c.rack)
		}
		if c.t.w == ([nFeature]float64{}) {
			t.Errorf("table %q has no weights", c.name)
		}
	}
}

// The tiles of each embedded table's rule set, to count leaves by.
var distributions = map[string]string{
	"classic": "A9 B2 C2 D4 E12 F2 G3 H2 I9 J1 K1 L4 M2 N6 O8 P2 Q1 R6 S4 T6 U4 V2 W2 X1 Y2 Z1 ?2",
	"default": "A8 B2 C3 D5 E13 F3 G2 H3 I8 J1 K1 L4 M3 N6 O7 P1 Q1 R6 S6 T8 U3 V1 W2 X1 Y2 Z2 ?2",
}

// TestEveryLeaveSize walks every leave of 1 to 3 tiles the rule set's
// tiles allow, and a stride of the larger ones up to RackSize-1: every
// value is a finite number of points, the same whichever order the
// letters come in and whether read as letters or as counts.
func TestEveryLeaveSize(t *testing.T) {
	for _, tab := range []*Table{Classic(), Default()} {
		limit := parseDistribution(t, distributions[tab.Name()])
		for size := 1; size < tab.RackSize(); size++ {
			n, checked := 0, 0
			eachLeave(limit, size, func(c *Counts) {
				n++
				if size > 3 && n%97 != 0 {
					return
				}
				checked++
				v := tab.ValueCounts(c)
				if math.IsNaN(v) || math.Abs(v) > 200 {
					t.Fatalf("%s: %s is worth %v", tab.Name(), c, v)
				}
				s := c.String()
				rev := []byte(s)
				for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
					rev[i], rev[j] = rev[j], rev[i]
				}
				if got, err := tab.Value(strings.ToLower(string(rev))); err != nil || got != v {
					t.Fatalf("%s: Value(%q) = %v, %v; ValueCounts gives %v", tab.Name(), rev, got, err, v)
				}
			})
			if checked == 0 {
				t.Errorf("%s: no leave of %d tiles", tab.Name(), size)
			}
			t.Logf("%s: %d leaves of %d tiles", tab.Name(), n, size)
		}
	}
}

func parseDistribution(t *testing.T, s string) Counts {
	var c Counts
	for _, f := range strings.Fields(s) {
		k := Blank
		if f[0] != '?' {
			k = int(f[0] - 'A')
		}
		n := 0
		for _, d := range f[1:] {
			n = n*10 + int(d-'0')
		}
		c[k] = uint8(n)
	}
	return c
}

// eachLeave calls f with every leave of size tiles within limit.
func eachLeave(limit Counts, size int, f func(*Counts)) {
	var c Counts
	var rec func(k, left int)
	rec = func(k, left int) {
		if left == 0 {
			f(&c)
			return
		}
		if k == Letters {
			return
		}
		for n := min(int(limit[k]), left); n >= 0; n-- {
			c[k] = uint8(n)
			rec(k+1, left-n)
		}
		c[k] = 0
	}
	rec(0, size)
}

func TestKnownLeaves(t *testing.T) {
	tab := Classic()
	v := func(s string) float64 {
		x, err := tab.Value(s)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	if v("") != 0 {
		t.Errorf("the empty leave is worth %v", v(""))
	}
	// What any leave table learned from play should say.
	for _, c := range [][2]string{{"?", "Q"}, {"S", "V"}, {"ERS", "IIU"}, {"QU", "Q"}, {"E", "EE"}} {
		if v(c[0]) <= v(c[1]) {
			t.Errorf("%s (%.2f) is not worth more than %s (%.2f)", c[0], v(c[0]), c[1], v(c[1]))
		}
	}
}

func TestBadLeave(t *testing.T) {
	for _, s := range []string{"AB1", "É", "A B", strings.Repeat("A", 256)} {
		_, err := Classic().Value(s)
		if !errors.Is(err, ErrLeave) {
			t.Errorf("Value(%.20q) = %v, want ErrLeave", s, err)
		}
	}
}

func TestTextRoundTrip(t *testing.T) {
	for _, tab := range []*Table{Classic(), Default()} {
		text, err := tab.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Table
		if err := back.UnmarshalText(text); err != nil {
			t.Fatal(err)
		}
		if back != *tab {
			t.Errorf("%s does not round-trip through its text", tab.Name())
		}
	}
}

func TestBadText(t *testing.T) {
	for _, text := range []string{
		"",
		"leaves v1 classic 7\n",
		"tilekit-leaves v1 classic 1\n",
		"tilekit-leaves v1 classic 7\nA 1\nA 2\n",
		"tilekit-leaves v1 classic 7\nA2x 1\n",
		"tilekit-leaves v1 classic 7\nA NaN\n",
		"tilekit-leaves v1 classic 7\nA 1e9\n",
		"tilekit-leaves v1 classic 7\nA 1 2\n",
		"tilekit-leaves v1 classic 7\n+AA 1\n",
		"tilekit-leaves v1 classic 7\n+Q1 1\n",
		"tilekit-leaves v1 classic 7\n+ED 1\n+DE 2\n",
	} {
		tab := *Classic()
		if err := tab.UnmarshalText([]byte(text)); err == nil {
			t.Errorf("UnmarshalText(%q) gave no error", text)
		} else if tab != *Classic() {
			t.Errorf("UnmarshalText(%q) changed the table on error", text)
		}
	}
}

// A pair is read in either order and written A to Z then the blank, so
// tables written when ER, ED and a few other pairs were the only ones
// read with the same values.
func TestPairNames(t *testing.T) {
	var tab Table
	if err := tab.UnmarshalText([]byte("tilekit-leaves v1 x 7\n+ED 2\n+?S 5\nE 1\n")); err != nil {
		t.Fatal(err)
	}
	for leave, want := range map[string]float64{"DE": 3, "ED": 3, "D": 0, "S?": 5, "DES?": 8} {
		if v, _ := tab.Value(leave); v != want {
			t.Errorf("Value(%q) = %v, want %v", leave, v, want)
		}
	}
	text, _ := tab.MarshalText()
	if want := "tilekit-leaves v1 x 7\nE 1\n+DE 2\n+S? 5\n"; string(text) != want {
		t.Errorf("MarshalText:\n%s\nwant\n%s", text, want)
	}
}

func TestZeroTable(t *testing.T) {
	var zero Table
	var nilTable *Table
	c, _ := Parse("QQ?")
	if zero.ValueCounts(&c) != 0 || nilTable.ValueCounts(&c) != 0 {
		t.Error("the zero or nil Table values a leave")
	}
}
