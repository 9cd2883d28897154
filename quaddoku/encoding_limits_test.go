package quaddoku

import (
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/race"
	"github.com/tilekit/tilekit/tiles"
)

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// Decoding refuses a moves line of megabytes with memory proportional
// to the input (gametest.Hostile checks the other lines).
func TestUnmarshalTextLongMoves(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 2})
	good, _ := s.MarshalText()
	bad := strings.Replace(string(good), "\nmoves\n", "\nmoves "+strings.Repeat("-, ", (10<<20)/3)+"-\n", 1)
	gametest.Refuses[State](t, "a long moves line", []byte(bad))
}

// A side's name matches byte for byte, in lower case: no Unicode case
// folding lets İ stand for i or ſ for s.
func TestSideTextASCII(t *testing.T) {
	var side Side
	for _, text := range []string{"rİght", "ſide", "TOP", "Left"} {
		if err := side.UnmarshalText([]byte(text)); err == nil {
			t.Errorf("side %q accepted as %v", text, side)
		}
	}
}

// The longest games the tile cap allows, one tile a turn, alone or with
// 63 passes between turns, decode with memory a small multiple of their
// text, beside a fixed amount for the rules and the tile set.
func TestUnmarshalTextLongGame(t *testing.T) {
	for _, players := range []int{1, MaxPlayers} {
		r := DefaultRules()
		r.AllowValueOnly, r.FreePass = true, true
		r.Tiles[tiles.Letter('E', 3)] += (MaxTiles - r.Tiles.Total()) / 2
		r.Tiles[tiles.Letter('E', 2)] += MaxTiles - r.Tiles.Total()
		s, err := New(r, Setup{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		flip := [2]Move{mustMove(t, "01=E3"), mustMove(t, "01=E2")}
		for i := 0; !s.Over(); i++ {
			next, err := s.Apply(flip[i%2])
			if err != nil {
				break // the last E3 or E2 is used up
			}
			s = next
			for range players - 1 {
				s, _ = s.Apply(Pass())
			}
		}
		if s.Turns() < 900*players {
			t.Fatalf("%d players: only %d turns", players, s.Turns())
		}
		text, _ := s.MarshalText()
		var back State
		var derr error
		n := allocated(func() { derr = back.UnmarshalText(text) })
		if derr != nil {
			t.Fatal(derr)
		}
		// The constant covers the rules, the tile set and the dictionary's
		// attachment, whatever the game's length (about 300 KB, with tiles of
		// six bytes since they name their alphabet).
		if n > 16*uint64(len(text))+320<<10 && !race.Enabled {
			t.Errorf("%d players: %d bytes allocated to decode %d bytes of %d turns", players, n, len(text), s.Turns())
		}
	}
}

// A decoding error quotes at most a short piece of the text, whatever
// field holds a long number or a long word: the doku numbers, the
// switches, the counts, the pile and every other line.
func TestUnmarshalErrorsClipped(t *testing.T) {
	s := sampleState(t, 2)
	text, _ := s.MarshalText()
	lines := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	long := strings.Repeat("9", 1<<20)
	var cases []string
	for _, bad := range []string{
		"rules doku=" + long + "/20 valueonly=false freepass=false",
		"rules doku=10/" + long + " valueonly=false freepass=false",
		"rules doku=10/20 valueonly=" + long + " freepass=false",
		"rules doku=10/20 valueonly=false freepass=" + long,
		"rules doku=-" + long + "/20 valueonly=false freepass=false",
	} {
		cases = append(cases, strings.Replace(string(text), lines[1], bad, 1))
	}
	for i, line := range lines[1:] {
		key, _, _ := strings.Cut(line, " ")
		for _, v := range []string{long, "1" + long, "A" + long, line[len(key):] + " " + long, line[len(key):] + long} {
			l := slices.Clone(lines)
			l[i+1] = key + " " + strings.TrimPrefix(v, " ")
			cases = append(cases, strings.Join(l, "\n")+"\n")
		}
	}
	for _, c := range cases {
		var back State
		gametest.ShortError(t, fmt.Sprintf("a %d-byte text", len(c)), back.UnmarshalText([]byte(c)), 300)
	}
}
