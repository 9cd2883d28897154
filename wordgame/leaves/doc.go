// Package leaves values rack leaves for package wordgame: the tiles a
// player keeps after a move, worth points on the turns that follow (a
// blank or an S helps the next move, a Q without a U or three I's
// hurts). Equity, a move's score plus the value of its leave, chooses
// better moves than the score alone.
//
// A Table is a small linear model: a weight per tile kind and per second
// and further copy of it, per leave size, per surplus of vowels or
// consonants, for a Q without a U, and for a few groups of letters that
// make words together (ER, ING, ...). Its value for any leave of 1 to
// RackSize-1 tiles (hundreds of thousands of them) is the sum of the
// weights of the features the leave has; the empty leave is worth 0.
//
// The two embedded tables, Classic and Default, were learned from
// tilekit's own self-play, with no outside leave data: games between two
// equity players, the next turn's score of the player regressed on the
// features of the leave kept (Fit), over a few generations in which each
// generation plays with the previous one's table. The generator is
// deterministic from its seed; regenerate both files with
//
//	go generate ./wordgame/leaves
//
// which runs ./internal/gen (see its flags for the games per generation
// and the seed).
package leaves

//go:generate go run ./internal/gen -out .
