package sumoku

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// finderBound is the most search steps one run of the move finder may
// take in the positions below under the largest rack and the smallest
// key Rules.Validate accepts; placementBound the most placements it may
// list. Both are counts, so the test does not depend on the machine.
const (
	finderBound    = 1_000_000
	placementBound = 200_000
)

// The largest rack and the smallest die face Validate accepts keep the
// finders' work bounded: racks of 64 and a key of 1 (a minute and
// gigabytes for one BestMove) are refused.
func TestFinderWorkBounded(t *testing.T) {
	r := DefaultRules()
	for r.Rack = 64; r.Validate() != nil && r.Rack > 1; r.Rack-- {
	}
	for r.Die = []int{1}; r.Validate() != nil && r.Die[0] < 10; r.Die[0]++ {
	}
	if r.Validate() != nil {
		t.Fatalf("no rack and die face pass: %v", r.Validate())
	}
	if r.Rack > MaxRack || r.Die[0] < MinKey {
		t.Fatalf("Validate accepts a rack of %d and a die face of %d; the limits are %d and %d", r.Rack, r.Die[0], MaxRack, MinKey)
	}
	key := r.Die[0]
	if _, err := FromPosition(r, key-1, "", ""); !errors.Is(err, ErrBadSetup) {
		t.Fatalf("FromPosition with key %d: %v", key-1, err)
	}
	// A rack spread over every colour and number, the hardest kind to
	// place: on the empty table, beside one line, and in a game played
	// out with these rules.
	var positions []State
	for _, layout := range []string{"", "0,-1=R3 0,0=O1 0,1=Y6 0,2=G4"} {
		l, _ := ParseLayout(layout)
		left, _ := tiles.Remove(r.Tiles.Tiles(), l.Tiles())
		var rack []tiles.Tile
		for i := 0; len(rack) < r.Rack && i < 1000; i++ {
			t := Tile(Colours[i%6], 1+(i/6)%8)
			if rest, err := tiles.Remove(left, []tiles.Tile{t}); err == nil {
				rack, left = append(rack, t), rest
			}
		}
		s, err := FromPosition(r, key, layout, FormatTiles(rack))
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, s)
	}
	most, mostMoves := 0, 0
	// check runs the finder on s within the bounds and returns its best
	// placement (the pass when there is none).
	check := func(s State) Move {
		f := s.finder()
		f.limit = finderBound
		n, best, bestScore := 0, Pass(), -1
		f.emit = func(m Move, score int) bool {
			n++
			if score > bestScore {
				best, bestScore = m, score
			}
			return true
		}
		f.run()
		if f.exhausted || n > placementBound {
			t.Fatalf("rack %s, key %d, table %v: the finder took %d steps for %d placements, over %d or %d",
				FormatTiles(s.Rack()), key, s.Layout(), f.steps, n, finderBound, placementBound)
		}
		most, mostMoves = max(most, f.steps), max(mostMoves, n)
		return best
	}
	for _, s := range positions {
		check(s)
	}
	s, err := New(r, Setup{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for range 30 {
		positions = append(positions, s)
		if s, err = s.Apply(check(s)); err != nil || s.Over() {
			break
		}
	}
	t.Logf("rack %d, key %d: at most %d steps and %d placements in %d positions", r.Rack, key, most, mostMoves, len(positions))
}

func TestRulesLimits(t *testing.T) {
	for _, tc := range []struct {
		rack, face int
		ok         bool
	}{{8, 3, true}, {MaxRack, MinKey, true}, {MaxRack + 1, 3, false}, {64, 3, false}, {8, 1, false}, {8, MaxKey + 1, false}} {
		r := DefaultRules()
		r.Rack, r.Die = tc.rack, []int{3, tc.face}
		if err := r.Validate(); (err == nil) != tc.ok || (err != nil && !errors.Is(err, ErrBadRules)) {
			t.Errorf("rack %d, die face %d: Validate says %v", tc.rack, tc.face, err)
		}
	}
	// A saved game with a rack the limits refuse does not decode.
	s, _ := New(DefaultRules(), Setup{Players: 2, Seed: 1})
	text, _ := s.MarshalText()
	bad := strings.Replace(string(text), " rack=8 ", " rack=64 ", 1)
	var back State
	if err := back.UnmarshalText([]byte(bad)); !errors.Is(err, ErrSyntax) {
		t.Errorf("a text with rack=64: %v", err)
	}
}

// hasSpotClaim, which decides when spot turns up more tiles, agrees with
// trying every set of face-up tiles, with and without the solo rule.
func TestHasSpotClaim(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		box := boxTiles().Tiles()
		idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(box)-1), 0, 12, rapid.ID).Draw(t, "tiles")
		var ts []tiles.Tile
		for _, i := range idx {
			ts = append(ts, box[i])
		}
		size := rapid.IntRange(2, MaxLine).Draw(t, "size")
		key := rapid.IntRange(MinKey, 12).Draw(t, "key")
		solo := rapid.Bool().Draw(t, "solo")
		want := false
		eachCombination(len(ts), size, func(c []int) bool {
			pick := make([]tiles.Tile, len(c))
			for i, x := range c {
				pick[i] = ts[x]
			}
			want = FormsLine(pick, key, solo)
			return !want
		})
		if got := hasSpotClaim(ts, key, size, solo); got != want {
			t.Fatalf("hasSpotClaim(%s, key %d, size %d, solo %v) = %v, want %v", FormatTiles(ts), key, size, solo, got, want)
		}
	})
}
