package tiles

import (
	"math"
	"runtime"
	"strings"
	"testing"
)

// Counts that overflow an int when added must not pass Validate (they
// used to: MaxInt + MaxInt + 102 wraps to 100).
func TestDistributionOverflow(t *testing.T) {
	for _, d := range []Distribution{
		{Letter('A', 1): math.MaxInt, Letter('B', 3): math.MaxInt, Letter('C', 3): 102},
		{Letter('A', 1): math.MaxInt},
		{Letter('A', 1): MaxTiles, Letter('B', 3): 1},
		{Letter('A', 1): MaxTiles + 1},
	} {
		if err := d.Validate(); err == nil || !strings.Contains(err.Error(), "more than 65536 tiles") {
			t.Errorf("Validate(%v) = %v, want the MaxTiles error", map[Tile]int(d), err)
		}
		if d.Tiles() != nil || d.String() != "" {
			t.Errorf("Tiles of an oversized distribution is not nil")
		}
		if _, err := d.MarshalText(); err == nil {
			t.Errorf("MarshalText of an oversized distribution succeeded")
		}
		d.Bag(1) // an empty bag, no panic, no huge allocation
	}
	huge := Distribution{Letter('A', 1): math.MaxInt, Letter('B', 3): math.MaxInt}
	if got := huge.Total(); got != math.MaxInt {
		t.Errorf("Total = %d, want it to saturate at MaxInt", got)
	}
	full := Distribution{Letter('A', 1): MaxTiles - 1, Letter('B', 3): 1}
	if err := full.Validate(); err != nil || full.Total() != MaxTiles || len(full.Tiles()) != MaxTiles {
		t.Errorf("a distribution of exactly MaxTiles tiles: %v, total %d", err, full.Total())
	}
}

// Errors quote at most a clipped piece of the input and name a non-ASCII
// character as the character.
func TestErrorsClipAndNameCharacters(t *testing.T) {
	big := strings.Repeat("A", 1<<20)
	for name, err := range map[string]error{
		"ParseTile":     second(ParseTile("A" + big)),
		"ParseTile sym": second(ParseTile("A1@" + big)),
		"ParseMultiset": second(ParseMultiset("A1*" + big)),
		"ParseSymbol":   second(ParseSymbol(big)),
		"Rand":          new(Rand).UnmarshalText([]byte(big)),
		"Bag":           new(Bag).UnmarshalText([]byte(big)),
		"Letters":       second(Letters("A"+big, "A1")),
	} {
		if err == nil || len(err.Error()) > 200 {
			t.Errorf("%s: error of %d bytes, want a short one", name, len(errString(err)))
		}
	}
	for _, c := range []struct {
		in   string
		want string
	}{
		{"Ć1", `face 'Ć' is not`},
		{"ı1", `face 'ı' is not`},
		{"\xc41", `face '\xc4' is not`},
	} {
		_, err := ParseTile(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParseTile(%q) = %v, want it to say %s", c.in, err, c.want)
		}
	}
	var r Rand
	if err := r.UnmarshalText([]byte(strings.Repeat("0", 30) + "ı")); err == nil || !strings.Contains(err.Error(), `'ı' is not a hex digit`) {
		t.Errorf("Rand.UnmarshalText with ı: %v", err)
	}
	if err := (Tile{Letter: 0xC4, Value: 1}).Validate(); err == nil || !strings.Contains(err.Error(), `'\xc4'`) {
		t.Errorf("Validate of a Letter byte 0xC4: %v", err)
	}
}

// Symbol names are keywords: matched byte for byte, never by Unicode
// case folding.
func TestSymbolKeywordsASCII(t *testing.T) {
	for _, s := range []string{"Red", "RED", "rİd", "cİrcle", "red ", "ſtar"} {
		if sym, err := ParseSymbol(s); err == nil {
			t.Errorf("ParseSymbol(%q) = %v, want an error", s, sym)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// A multiset text claiming too many tiles is refused after reading about
// MaxTiles of them, without splitting the rest of the input first (it
// used to allocate some 50 MB for these 10 MB).
func TestParseMultisetMemory(t *testing.T) {
	in := strings.Repeat("A1 ", 10<<20/3)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := ParseMultiset(in)
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Fatal("ParseMultiset accepted more than MaxTiles tiles")
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 4<<20 {
		t.Errorf("ParseMultiset of %d bytes allocated %d bytes before refusing", len(in), got)
	}
}
