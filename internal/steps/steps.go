// Package steps counts the work of the games' bounded searches (Sumoku's
// layout and line-structure searches, Wordoku's grid solver), whose
// limits are numbers of steps rather than time, so that a search gives
// the same answer on every machine.
package steps

// A Budget is the steps a search may take and the steps it has taken.
// The zero Budget allows none.
type Budget struct {
	Used   int  // steps taken
	Limit  int  // steps allowed
	RanOut bool // set when Take refused steps
}

// Take counts n more steps and reports true, or, when they would take
// Used past Limit, counts none, sets RanOut and reports false.
func (b *Budget) Take(n int) bool {
	if b.Used+n > b.Limit {
		b.RanOut = true
		return false
	}
	b.Used += n
	return true
}
