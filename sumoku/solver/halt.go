package solver

import (
	"context"

	"github.com/tilekit/tilekit/internal/steps"
)

// A halt is what the searches of one bot move know of its context. They
// look at it now and then as they count their steps; once one of them
// has seen it done, every search of the move stops at once without
// looking again, so a stopped move looks at its context only a few more
// times. A nil *halt (Solve, Hints) never stops. The context only
// aborts: until it is done the searches take the same steps as without
// one.
type halt struct {
	ctx     context.Context
	stopped bool // a search has seen ctx done
}

// newHalt returns the halt of a move under ctx.
func newHalt(ctx context.Context) *halt { return &halt{ctx: ctx} }

// look looks at the context, unless a search has already seen it done,
// and reports whether the move must stop.
func (h *halt) look() bool {
	if h == nil {
		return false
	}
	if !h.stopped && h.ctx.Err() != nil {
		h.stopped = true
	}
	return h.stopped
}

// done reports whether a search has seen the context done, without
// looking at it.
func (h *halt) done() bool { return h != nil && h.stopped }

// searchContext returns the context for the searches of package sumoku
// (the move finder): context.Background() for a nil halt.
func (h *halt) searchContext() context.Context {
	if h == nil {
		return context.Background()
	}
	return h.ctx
}

// stop notes that a search saw the context done (a finder's error).
func (h *halt) stop() {
	if h != nil {
		h.stopped = true
	}
}

// haltSteps is how many steps of Solve's searches pass between looks at
// the context: about a twentieth of a millisecond on the test machine,
// where SolveBudget's 64,000,000 steps took 0.2 s.
const haltSteps = 1 << 14

// A budget is the steps.Budget of one of Solve's searches that also
// stops the search once the move's halt says so: it looks at the
// context every haltSteps steps, the first time at the search's first
// step, and once the halt has stopped it refuses every step (setting
// RanOut, as the budget's own limit does).
type budget struct {
	steps.Budget
	halt *halt
	next int // Used from which Take looks at the context again
}

// Take counts n more steps and reports true, or reports false when the
// limit or the halt refuses them (see steps.Budget.Take).
func (b *budget) Take(n int) bool {
	if b.halt != nil {
		if b.Used >= b.next {
			b.next = b.Used + haltSteps
			b.halt.look()
		}
		if b.halt.stopped {
			b.RanOut = true
			return false
		}
	}
	return b.Budget.Take(n)
}

// halted reports whether the search stopped because of its halt.
func (b *budget) halted() bool { return b.halt.done() }
