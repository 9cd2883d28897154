package solver

import (
	"github.com/tilekit/tilekit/sumoku"
	"github.com/tilekit/tilekit/tiles"
)

// Solo's claims after the first keep every tile already laid out on its
// square, so a bot or a hint must add the new tiles around the pattern.
// extendLayout does that as a crossword player would: it lays the new
// tiles down one line at a time, each line a placement the standard
// game's finder (sumoku.FindPlacements) accepts (in one row or column,
// touching the pattern, every line it forms or lengthens valid),
// searching depth first with the placements of most tiles tried first.

// extendBudget bounds the steps extendLayout takes, counted as the
// finder counts them, over every position it looks at.
const extendBudget = 1 << 21

// extendBranch bounds the placements tried from one position.
const extendBranch = 12

// extendMemo bounds the positions remembered as dead ends.
const extendMemo = 1 << 14

type extender struct {
	key    int
	solo   bool
	budget int
	failed map[string]bool
	halt   *halt
}

// extendLayout returns l with every tile of rest added, keeping l's
// tiles where they are, if it finds a way within budget steps. The
// finder looks at h's context as it goes; once h stops (nil: never) the
// search finds nothing.
func extendLayout(l sumoku.Layout, rest []tiles.Tile, key int, solo bool, budget int, h *halt) (sumoku.Layout, bool) {
	e := &extender{key: key, solo: solo, budget: budget, failed: map[string]bool{}, halt: h}
	return e.search(l, rest)
}

func (e *extender) search(l sumoku.Layout, rest []tiles.Tile) (sumoku.Layout, bool) {
	if len(rest) == 0 {
		return l, true
	}
	if e.budget <= 0 || e.halt.done() {
		return sumoku.Layout{}, false
	}
	memo := l.String()
	if e.failed[memo] {
		return sumoku.Layout{}, false
	}
	// The placements of most tiles, the first found among equals.
	type cand struct {
		m sumoku.Move
		n int // tiles placed
	}
	top := make([]cand, 0, extendBranch)
	used, err := sumoku.FindPlacementsContext(e.halt.searchContext(), l, rest, e.key, e.solo, e.budget, func(m sumoku.Move, _ int) bool {
		n := m.Len()
		if len(top) == extendBranch && n <= top[len(top)-1].n {
			return true
		}
		i := len(top)
		for i > 0 && top[i-1].n < n {
			i--
		}
		if len(top) < extendBranch {
			top = append(top, cand{})
		}
		copy(top[i+1:], top[i:len(top)-1])
		top[i] = cand{m, n}
		return true
	})
	e.budget -= used
	if err != nil {
		e.halt.stop()
		return sumoku.Layout{}, false
	}
	for _, c := range top {
		ps := c.m.Placements()
		placed := make([]tiles.Tile, len(ps))
		for i, p := range ps {
			placed[i] = p.Tile
		}
		left, err := tiles.Remove(rest, placed)
		if err != nil {
			continue // not reached: the finder places rack tiles
		}
		next, err := sumoku.NewLayout(append(l.Placements(), ps...)...)
		if err != nil {
			continue // not reached: the finder places tiles on free squares
		}
		if out, ok := e.search(next, left); ok {
			return out, true
		}
		if e.budget <= 0 || e.halt.done() {
			return sumoku.Layout{}, false
		}
	}
	if len(e.failed) < extendMemo {
		e.failed[memo] = true
	}
	return sumoku.Layout{}, false
}
