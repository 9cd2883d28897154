package quaddoku

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"pgregory.net/rapid"
)

// newFromSeed derives a game from seed: 1–4 players, either bundled
// dictionary, value-only turns and free passing on or off.
func newFromSeed(seed uint64) (State, error) {
	r := DefaultRules()
	r.AllowValueOnly = seed&4 != 0
	r.FreePass = seed&16 != 0
	var d dictionary.Dictionary
	if seed&8 != 0 {
		d = dictionary.Common()
	}
	return New(r, Setup{Players: 1 + int(seed%4), Seed: seed, Dictionary: d})
}

// allTiles lists every tile in play: the grid's top tiles, the pile and
// the covered tiles.
func allTiles(s State) []tiles.Tile {
	return slices.Concat(s.Grid().Tiles(), s.Bag(), s.Covered())
}

// candidates proposes a mix of moves for s: the pass, the best move, a few
// legal moves of up to three tiles, and random placements that are mostly
// illegal (tiles not in the pile, same values, non-words).
func candidates(t *rapid.T, s State) []Move {
	ms := []Move{{}}
	if best, err := s.BestMove(); err == nil {
		ms = append(ms, best)
	}
	var legal []Move
	for m := range s.LegalMovesUpTo(3) {
		legal = append(legal, m)
		if len(legal) == 300 {
			break
		}
	}
	for range min(len(legal), 4) {
		ms = append(ms, rapid.SampledFrom(legal).Draw(t, "legal"))
	}
	for range 3 {
		n := rapid.IntRange(1, 4).Draw(t, "n")
		var ps []Placement
		for range n {
			c := rapid.IntRange(0, 11).Draw(t, "cell")
			l := byte(rapid.IntRange('A', 'Z').Draw(t, "letter"))
			v := rapid.IntRange(0, 6).Draw(t, "value")
			ps = append(ps, Placement{cellRow[c], cellCol[c], tiles.Letter(l, v)})
		}
		if m, err := NewMove(ps...); err == nil {
			ms = append(ms, m)
		}
	}
	// Moves NewMove and ParseMove would never build, made directly: a
	// blank, a value over MaxValue or below 0, a lower-case or non-letter
	// tile, a number tile, beside a tile that is fine.
	bad := rapid.SampledFrom([]tiles.Tile{
		tiles.Blank(0),
		tiles.Blank(3).As('E'),
		tiles.Letter('E', MaxValue+1),
		tiles.Letter('E', 127),
		tiles.Letter('E', -1),
		tiles.Letter('e', 3),
		tiles.Letter('[', 3),
		{Value: 3},
		tiles.Number(7, tiles.Star),
	}).Draw(t, "malformed tile")
	var m Move
	m.cells[rapid.IntRange(0, 11).Draw(t, "malformed cell")] = bad
	if rapid.Bool().Draw(t, "with a good tile") {
		m.cells[2] = tiles.Letter('E', 3)
	}
	return append(ms, m)
}

// TestConformance runs gametest's suite on the game (15 sequences in the
// quick run, rapid's 100 with TILEKIT_LONG=1).
func TestConformance(t *testing.T) {
	t.Parallel()
	gametest.Run(t, gametest.Game[State, Move, View]{
		New:       newFromSeed,
		Moves:     candidates,
		Tiles:     allTiles,
		Result:    func(s State) any { return s.Result() },
		ParseMove: ParseMove,
		Kind:      "quaddoku",
		Errors: []error{ErrSyntax, ErrNotYourTurn, ErrNotEdge, ErrSameCell, ErrBadTile, ErrNotHeld, ErrSameValue,
			ErrNotAWord, ErrNoNewWord, ErrGameOver, ErrBadRules, ErrBadSetup, ErrDetached, ErrNoMove, ErrMustPlay},
		Points: func(s State, m Move) (int, int, bool) {
			sc, err := s.Score(m)
			if err != nil {
				return 0, 0, false
			}
			return s.ToMove()[0], sc.Total, true
		},
		Scores: State.Scores,
	})
}

// smallPile returns the default rules with only a few tiles besides the
// start grid, so that every legal move can be listed.
func smallPile(t *rapid.T) Rules {
	r := DefaultRules()
	start := r.Start.Tiles()
	rest := gametest.Must(tiles.Remove(r.Tiles.Tiles(), start))
	n := rapid.IntRange(1, 9).Draw(t, "pile size")
	idx := rapid.SliceOfNDistinct(rapid.IntRange(0, len(rest)-1), n, n, rapid.ID).Draw(t, "tiles")
	pile := make([]tiles.Tile, 0, n)
	for _, i := range idx {
		pile = append(pile, rest[i])
	}
	r.Tiles = tiles.Of(slices.Concat(start, pile))
	r.AllowValueOnly = rapid.Bool().Draw(t, "value only")
	r.DokuSum = rapid.SampledFrom([]int{10, 9, 11, 12, 99}).Draw(t, "doku sum")
	r.DokuScore = rapid.SampledFrom([]int{20, 0, 30}).Draw(t, "doku score")
	return r
}

// TestFinderAgainstBruteForce checks on small piles that LegalMoves yields
// only moves Validate accepts, each once, that random legal moves appear
// in it, that BestMove is its first move of the highest score and that
// TopMoves ranks them as Score does. The
// quick run tries 15 piles, the long run (TILEKIT_LONG=1) rapid's 100.
func TestFinderAgainstBruteForce(t *testing.T) {
	t.Parallel()
	gametest.Checks(t, 15)
	rapid.Check(t, func(t *rapid.T) {
		s, err := New(smallPile(t), Setup{Players: 2})
		if err != nil {
			t.Fatal(err)
		}
		listed := map[Move]bool{}
		var first Move
		best := -1
		type ranked struct {
			m     Move
			score int
		}
		var all []ranked
		for m := range s.LegalMoves() {
			sc := gametest.ScoreListed(t, listed, m, s.Score)
			if sc.Total > best {
				best, first = sc.Total, m
			}
			all = append(all, ranked{m, sc.Total})
		}
		// TopMoves(n, k) is the first n of the legal moves of at most k
		// tiles ranked by score, ties in LegalMoves order, and never more
		// than MaxTopMoves. Where no such turn exists, it says ErrNoMove.
		slices.SortStableFunc(all, func(a, b ranked) int { return b.score - a.score })
		for _, k := range []int{12, 2} {
			var want []Move
			for _, r := range all {
				if r.m.Len() <= k {
					want = append(want, r.m)
				}
			}
			for _, n := range []int{3, len(want) + 1} {
				got, used, err := s.TopMoves(n, k, Budget)
				if len(want) == 0 {
					if len(got) != 0 || !errors.Is(err, ErrNoMove) {
						t.Fatalf("TopMoves(%d, %d) = %v, %v; want none, ErrNoMove", n, k, got, err)
					}
					continue
				}
				if err != nil || !slices.Equal(got, want[:min(n, len(want), MaxTopMoves)]) || used <= 0 || used > Budget {
					t.Fatalf("TopMoves(%d, %d) = %v, %d steps, %v; want %v", n, k, got, used, err, want[:min(n, len(want))])
				}
			}
		}
		// Random moves from the pile: every legal one must be listed.
		pile := s.Bag()
		for range 200 {
			var ps []Placement
			cells := rapid.SliceOfNDistinct(rapid.IntRange(0, 11), 1, len(pile), rapid.ID).Draw(t, "cells")
			perm := rapid.Permutation(pile).Draw(t, "tiles")
			for i, c := range cells {
				ps = append(ps, Placement{cellRow[c], cellCol[c], perm[i]})
			}
			m := gametest.Must(NewMove(ps...))
			if s.Validate(m) == nil && !listed[m] {
				t.Fatalf("legal move %v missing from LegalMoves", m)
			}
		}
		if len(pile) <= 3 {
			// Tiny piles: try every way of putting pile tiles on cells.
			brute := map[Move]bool{}
			var place func(i int, ps []Placement, used [12]bool)
			place = func(i int, ps []Placement, used [12]bool) {
				if i == len(pile) {
					if m, err := NewMove(ps...); err == nil && !m.IsPass() && s.Validate(m) == nil {
						brute[m] = true
					}
					return
				}
				place(i+1, ps, used)
				for c := range 12 {
					if !used[c] {
						used[c] = true
						place(i+1, append(ps, Placement{cellRow[c], cellCol[c], pile[i]}), used)
						used[c] = false
					}
				}
			}
			place(0, nil, [12]bool{})
			if len(brute) != len(listed) {
				t.Fatalf("brute force finds %d moves, LegalMoves %d", len(brute), len(listed))
			}
			for m := range brute {
				if !listed[m] {
					t.Fatalf("legal move %v missing from LegalMoves", m)
				}
			}
		}
		if msg := checkBest(s, first, best); msg != "" {
			t.Fatal(msg)
		}
	})
}

// TestPlayout plays bots to the end and checks the end rules and totals.
func TestPlayout(t *testing.T) {
	for seed := range uint64(4) {
		s, err := newFromSeed(seed)
		if err != nil {
			t.Fatal(err)
		}
		sum := 0
		for !s.Over() {
			m, err := s.BestMove()
			if err != nil {
				m = Move{}
			}
			sc, err := s.Score(m)
			if err != nil {
				t.Fatal(err)
			}
			sum += sc.Total
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		r := s.Result()
		total := 0
		for _, v := range r.Scores {
			total += v
		}
		if total != sum || !r.Over || len(r.Winners) == 0 {
			t.Fatalf("seed %d: result %+v, move totals %d", seed, r, sum)
		}
		if len(s.Bag()) > 0 && s.Passes() != s.Players() {
			t.Fatalf("seed %d: over with %d tiles left and %d passes", seed, len(s.Bag()), s.Passes())
		}
		t.Logf("seed %d: %d turns, %d tiles left, result %+v", seed, s.Turns(), len(s.Bag()), r)
	}
}

// checkBest compares BestMove, and the search behind it with budgets
// that make the quick pass give up at once or part way, with the first
// move of the highest score best (first is unused when best < 0). With
// less work than it needs, the search must still give a legal move, or
// none when it found none. It returns "" when they agree.
func checkBest(s State, first Move, best int) string {
	for _, total := range []int{1, 30, 500, 5000} {
		m, err := s.bestMove(quickBudget, &work{left: total})
		if errors.Is(err, ErrNoMove) {
			continue
		}
		sc, serr := s.Score(m)
		if err != nil || serr != nil || sc.Total > best {
			return fmt.Sprintf("work %d: BestMove = %v, %v (%v, %d points); best %d", total, m, err, serr, sc.Total, best)
		}
	}
	for _, budget := range []int{quickBudget, 0, 1, 7, 50} {
		m, err := s.bestMove(budget, &work{left: Budget})
		if best < 0 {
			if !errors.Is(err, ErrNoMove) {
				return fmt.Sprintf("budget %d: BestMove = %v, %v, but there is no legal move", budget, m, err)
			}
			continue
		}
		if err != nil || m != first {
			return fmt.Sprintf("budget %d: BestMove = %v, %v; want %v (score %d)", budget, m, err, first, best)
		}
	}
	return ""
}

// TestPlayProperties plays random sequences and checks the game's own
// promises after every accepted move: the four sides are words, the
// mover's total grows by exactly the previewed score, the placed tiles
// leave the pile and the covered ones pile up, and the turn passes on.
// The quick run plays 15 sequences, the long run (TILEKIT_LONG=1)
// rapid's 100.
func TestPlayProperties(t *testing.T) {
	gametest.Checks(t, 15)
	rapid.Check(t, func(t *rapid.T) {
		s, err := newFromSeed(rapid.Uint64().Draw(t, "seed"))
		if err != nil {
			t.Fatal(err)
		}
		d := s.dictionary()
		for step := 0; step < 30 && !s.Over(); step++ {
			m := rapid.SampledFrom(candidates(t, s)).Draw(t, "move")
			sc, serr := s.Score(m)
			next, err := s.Apply(m)
			if (serr == nil) != (err == nil) {
				t.Fatalf("%v: Score says %v, Apply %v", m, serr, err)
			}
			if err != nil {
				continue
			}
			p := s.ToMove()[0]
			if got := next.Scores()[p] - s.Scores()[p]; got != sc.Total {
				t.Fatalf("%v: total grew by %d, Score said %d", m, got, sc.Total)
			}
			if len(next.Bag()) != len(s.Bag())-m.Len() || len(next.Covered()) != len(s.Covered())+m.Len() {
				t.Fatalf("%v: pile %d -> %d, covered %d -> %d", m, len(s.Bag()), len(next.Bag()), len(s.Covered()), len(next.Covered()))
			}
			for side := range Side(4) {
				if w := next.Word(side); !d.Contains(w) {
					t.Fatalf("%v: %v side spells %q", m, side, w)
				}
			}
			if next.turn != (p+1)%s.Players() || next.Turns() != s.Turns()+1 {
				t.Fatalf("%v: turn %d -> %d", m, p, next.turn)
			}
			if m.IsPass() != (next.Passes() == s.Passes()+1) {
				t.Fatalf("%v: passes %d -> %d", m, s.Passes(), next.Passes())
			}
			s = next
		}
	})
}

// TestHostile runs the shared hostile-input checks on the state text and
// the move notation.
func TestHostile(t *testing.T) {
	s := gametest.Must(New(DefaultRules(), Setup{Names: []string{"Kim", "Sis"}, Seed: 1}))
	gametest.Hostile(t, s, "-", "02=S3 13=K1", "00=I1")
}
