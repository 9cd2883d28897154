package sumoku

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// TestDecodeMemory reads a text of about 4 MiB, the most a state text
// may hold, of spot claims that are wrong (a player with no tiles to
// give back plays on in the round, so the same wrong claim may be made
// again and again): the decoder must stay within
// gametest.MaxDecodeAlloc bytes per byte of it, and a text one byte
// longer than the cap is refused before it is read.
func TestDecodeMemory(t *testing.T) {
	s := gametest.Must(New(Spot(), Setup{Names: []string{"Kim", "Sis"}, Seed: 5}))
	wrong := Move{}
	for m := range 1 << 10 {
		idx := []int{m % 10, (m / 10) % 10, (m / 100) % 10, 9}
		c, err := ClaimSpot(0, idx...)
		if err != nil {
			continue
		}
		if next, err := s.Apply(c); err == nil && len(next.Hand(0)) == 0 {
			if again, err := next.Apply(c); err == nil && len(again.Hand(0)) == 0 {
				wrong = c
				break
			}
		}
	}
	if wrong == (Move{}) {
		t.Fatal("no wrong spot claim to repeat")
	}
	text := gametest.Must(s.MarshalText())
	line := "move " + wrong.String() + "\n"
	gametest.DecodesToCap[State](t, "wrong claims to the cap", text, line)
}

// bigSet is a tile set of 1008 tiles, 21 of each: the larger the draw
// pile and the hands, the more a move that copied them would cost.
func bigSet() tiles.Distribution {
	d := boxTiles()
	for t := range d {
		d[t] = 21
	}
	return d
}

// A textShape is a way to fill a state text: rules and the move to play
// next, until the game ends or the text is as long as asked.
type textShape struct {
	name  string
	rules func() Rules
	next  func(State) Move
}

// textShapes are the longest-running texts the rules allow, each with
// moves that cost the most to replay: a swap or a wrong claim of speed
// can be made again and again (new rounds deal new hands from a pile of
// a thousand tiles), a claim can name every tile of a large hand, and a
// standard game on a large set lays out a thousand tiles one move at a
// time.
var textShapes = []textShape{
	{"speed swaps, one tile for one", func() Rules {
		r := Speed()
		r.Tiles, r.SwapDraw = bigSet(), 1
		return r
	}, func(s State) Move { return Swap(0, s.hand(0)[0]) }},
	{"speed empty claims", func() Rules {
		r := Speed()
		r.Tiles = bigSet()
		return r
	}, func(s State) Move { return Claim(s.ToMove()[0], Layout{}) }},
	{"speed claims of a hand of 400 in a row", func() Rules {
		r := Speed()
		r.Tiles, r.SwapDraw, r.Hand = bigSet(), 1, 400
		return r
	}, func(s State) Move {
		p := s.ToMove()[0]
		hand := s.hand(p)
		ps := make([]Placement, len(hand))
		for i, t := range hand {
			ps[i] = Placement{Col: i, Tile: t}
		}
		return Claim(p, gametest.Must(NewLayout(ps...)))
	}},
	{"spot claims, right and wrong", func() Rules {
		r := Spot()
		r.Tiles = bigSet()
		return r
	}, func(s State) Move {
		p := s.ToMove()[len(s.ToMove())-1]
		m := gametest.Must(ClaimSpot(p, 0, 1, 2, 3))
		if s.Round()%3 == 0 {
			return m // wrong, most of the time: a round of wrong claims
		}
		eachCombination(len(s.faceUp), s.rules.ClaimSize, func(idx []int) bool {
			ts := make([]tiles.Tile, len(idx))
			for i, x := range idx {
				ts[i] = s.faceUp[x]
			}
			if FormsLine(ts, s.key, false) {
				m = gametest.Must(ClaimSpot(p, idx...))
				return false
			}
			return true
		})
		return m
	}},
	{"standard game on 1008 tiles", func() Rules {
		r := DefaultRules()
		r.Tiles = bigSet()
		return r
	}, func(s State) Move {
		if m, err := s.BestMove(); err == nil {
			return m
		}
		return Pass()
	}},
}

// fill plays shape's moves on a new game from seed until it ends or its text would
// pass size bytes, and returns the text and the State played. With
// owned, the State is the replay's kind, which writes its slices in
// place (the quick way to play a long text; nothing else may look at an
// owned State's past).
func (shape textShape) fill(t *testing.T, size int, seed uint64, owned bool) ([]byte, State) {
	t.Helper()
	s := gametest.Must(New(shape.rules(), Setup{Players: 2, Seed: seed}))
	var b strings.Builder
	b.Write(gametest.Must(s.MarshalText()))
	s.owned = owned
	for !s.Over() {
		m := shape.next(s)
		line := "move " + m.String() + "\n"
		if b.Len()+len(line) > size {
			break
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("%s: %v", shape.name, err)
		}
		s = next
		b.WriteString(line)
	}
	s.owned = false
	return []byte(b.String()), s
}

// TestDecodeMemoryShapes reads a text of each textShape up to the cap
// within gametest.MaxDecodeAlloc bytes per byte (each allocated hundreds
// to thousands of bytes per byte when every move copied the pile, the
// hands and the layout).
func TestDecodeMemoryShapes(t *testing.T) {
	if testing.Short() {
		t.Skip("texts of 4 MiB")
	}
	for _, shape := range textShapes {
		text, _ := shape.fill(t, notation.MaxText, 3, true)
		gametest.Decodes[State](t, shape.name, text)
	}
}

// TestReplayInPlace checks that a text's replay, which writes its slices
// in place, reaches the State that playing the same moves one by one
// does, and leaves the State played untouched.
func TestReplayInPlace(t *testing.T) {
	standard := textShape{"standard game", DefaultRules, textShapes[len(textShapes)-1].next}
	for i, shape := range append(textShapes, standard) {
		seed := uint64(i)
		text, played := shape.fill(t, 32<<10, seed, false)
		want := describe(played)
		var got State
		if err := got.UnmarshalText(text); err != nil {
			t.Fatalf("%s: %v", shape.name, err)
		}
		if g := describe(got); g != want {
			t.Errorf("%s: replayed\n%s\nplayed\n%s", shape.name, g, want)
		}
		if again := describe(played); again != want {
			t.Errorf("%s: the State played changed to\n%s", shape.name, again)
		}
	}
}

// describe writes everything a State shows.
func describe(s State) string {
	var b strings.Builder
	for p := range s.Players() {
		fmt.Fprintf(&b, "hand %d: %s out=%v next=%v\n", p, FormatTiles(s.Hand(p)), s.Out(p), s.SitsOutNext(p))
	}
	fmt.Fprintf(&b, "bag %s\nface up %s\nlayout %s\nkey %d round %d scores %v over %v winners %v to move %v moves %d bonus %v\n",
		FormatTiles(s.Bag()), FormatTiles(s.FaceUp()), s.Layout(), s.Key(), s.Round(), s.Scores(), s.Over(), s.Winners(), s.ToMove(), len(s.History()), s.Bonus())
	return b.String()
}
