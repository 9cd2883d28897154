// Package steps lets the tests of quaddoku and of its engines count the
// work of quaddoku's move finder, step by step, apart from the budgets
// the searches keep themselves, so that a test can check that a budget
// holds however a search spends it.
package steps

// Hook, when a test sets it, hears of every step the move finder takes
// and of the work of building its bound tables, in steps. It is nil
// outside such tests; a test that sets it must not run in parallel with
// other searches.
var Hook func(n int)

// Count returns the steps f takes, counted by Hook, and whether it took
// at most limit. Once the count passes limit it stops f by panicking out
// of the search, so that a search without a bound fails at once instead
// of running on; Count recovers from that panic and lets any other
// through.
func Count(limit int, f func()) (n int, ok bool) {
	type over struct{}
	Hook = func(k int) {
		if n += k; n > limit {
			panic(over{})
		}
	}
	defer func() {
		Hook = nil
		if r := recover(); r != nil {
			if _, isOver := r.(over); !isOver {
				panic(r)
			}
			ok = false
		}
	}()
	f()
	return n, true
}
