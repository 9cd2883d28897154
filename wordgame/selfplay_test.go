package wordgame

import (
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// TestSelfPlay plays whole games with random legal moves under every rule
// set of the conformance suite and checks, at every step, what a move adds
// to the scores, what a View shows, that tiles are conserved, and at the
// end that the adjustments follow the end rule: five seeds in the quick
// run, fifteen with TILEKIT_LONG=1.
func TestSelfPlay(t *testing.T) {
	t.Parallel()
	games := gametest.Size(5, 15)
	for seed := uint64(0); seed < uint64(games); seed++ {
		rules := rulesForSeed(seed)
		s := mustNew(t, rules, seed)
		set := tilesNoLetter(s.AllTiles())
		rng := tiles.NewRand(seed)
		for steps := 0; !s.Over(); steps++ {
			if steps > 1000 {
				t.Fatalf("seed %d: game does not end", seed)
			}
			var m Move
			var k int
			legal := sortedMoves(s)
			rng, k = rng.IntN(20)
			switch {
			case len(legal) > 0 && k > 1:
				rng, k = rng.IntN(min(len(legal), 5))
				m = legal[k]
			case k == 1 && rules.Exchange && s.BagLen() >= rules.RackSize:
				m, _ = Exchange(s.RackLetters(int(s.turn))[:1])
			default:
				m = Pass()
			}
			sc, err := s.Score(m)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			p := int(s.turn)
			next, err := s.Apply(m)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			res := next.Result()
			for q := range s.Players() {
				want := s.Scores()[q] + res.Adjustments[q]
				if q == p {
					want += sc.Total
				}
				if next.Scores()[q] != want {
					t.Fatalf("seed %d %v: player %d score %d, want %d", seed, m, q, next.Scores()[q], want)
				}
				v := next.View(q)
				unseen := next.Bag()
				for o := range next.Players() {
					if o != q {
						unseen = append(unseen, next.Rack(o)...)
					}
				}
				if !cmp.Equal(v.Unseen, viewTiles(next.g, tiles.Sort(unseen))) || !cmp.Equal(v.Rack, viewTiles(next.g, next.Rack(q))) {
					t.Fatalf("seed %d: view of player %d", seed, q)
				}
			}
			if !tiles.Equal(tilesNoLetter(next.AllTiles()), set) {
				t.Fatalf("seed %d: tiles not conserved", seed)
			}
			if next.Over() {
				checkAdjustments(t, rules, next, res)
			} else if res.Adjustments[p] != 0 {
				t.Fatalf("seed %d: adjustment before the end", seed)
			}
			s = next
		}
	}
}

func checkAdjustments(t *testing.T, r Rules, s State, res Result) {
	t.Helper()
	val := make([]int, s.Players())
	sum := 0
	for p := range val {
		for _, x := range s.Rack(p) {
			val[p] += int(x.Value)
		}
		sum += val[p]
	}
	for p := range val {
		want := -val[p]
		if res.Reason == PlayerOut {
			switch {
			case r.End == BoxRule && p == res.Out:
				want = sum
			case r.End == TournamentRule && p == res.Out:
				want = 2 * sum
			case r.End == TournamentRule:
				want = 0
			}
		}
		if res.Adjustments[p] != want {
			t.Fatalf("%v end (%v): player %d adjusted %d, want %d", r.End, res.Reason, p, res.Adjustments[p], want)
		}
	}
}

// TestNotationVariants: any way of writing a legal placement (board
// letters written out in full, the span cut short at either end where it
// only covers board tiles, a single tile given in the other direction)
// parses to the same normal-form move.
func TestNotationVariants(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64Range(0, 50).Draw(t, "seed")
		s := mustNewR(t, rulesForSeed(seed), seed)
		steps := rapid.IntRange(0, 30).Draw(t, "steps")
		for range steps {
			legal := s.AppendLegalMoves(nil)
			if s.Over() || len(legal) == 0 {
				return
			}
			next, err := s.Apply(legal[rapid.IntRange(0, len(legal)-1).Draw(t, "pick")])
			if err != nil {
				t.Fatal(err)
			}
			s = next
		}
		legal := s.AppendLegalMoves(nil)
		if s.Over() || len(legal) == 0 {
			return
		}
		m := legal[rapid.IntRange(0, len(legal)-1).Draw(t, "move")]
		dr, dc := step(m.dir)
		full := []byte(m.Word())
		first, last := -1, -1
		for i := range full {
			if full[i] == '.' {
				full[i] = s.board.Letter(int(m.row)+dr*i, int(m.col)+dc*i)[0] // one byte in English
			} else {
				if first < 0 {
					first = i
				}
				last = i
			}
		}
		variants := []string{m.Coord() + " " + string(full)}
		// Cut to the new tiles only (board tiles inside stay as '.').
		cut, _ := Place(int(m.row)+dr*first, int(m.col)+dc*first, m.dir, m.Word()[first:last+1])
		variants = append(variants, cut.String())
		if m.NewTiles() == 1 {
			other, _ := Place(int(m.row)+dr*first, int(m.col)+dc*first, 1-m.dir, m.Word()[first:first+1])
			variants = append(variants, other.String())
		}
		for _, v := range variants {
			got, err := ParseMove(s, v)
			if err != nil || got != m {
				t.Fatalf("%q parses as %v (%v), want %v", v, got, err, m)
			}
		}
	})
}

func mustNewR(t *rapid.T, r Rules, seed uint64) State {
	s, err := New(r, Setup{Players: r.Players, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestSharedState uses one State from several goroutines at once (run
// with -race): every goroutine must see the same answers.
func TestSharedState(t *testing.T) {
	// The first seed whose opening rack can make a word.
	var s State
	var m Move
	for seed := uint64(1); ; seed++ {
		s = mustNew(t, DefaultRules(), seed)
		var err error
		if m, err = s.BestMove(); err == nil {
			break
		}
	}
	want := encodeState(t, s)
	next, _ := s.Apply(m)
	wantNext := encodeState(t, next)
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				n, err := s.Apply(m)
				text, _ := n.MarshalText()
				if err != nil || string(text) != wantNext {
					errs <- "Apply differs"
					return
				}
				if _, err := s.Score(m); err != nil {
					errs <- err.Error()
					return
				}
				_ = s.View(1)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
	if encodeState(t, s) != want {
		t.Error("shared State changed")
	}
}
