// Package leaves values rack leaves for package wordgame: the tiles a
// player keeps after a move, worth points on the turns that follow (a
// blank or an S helps the next move, a Q without a U or three I's
// hurts). Equity, a move's score plus the value of its leave, chooses
// better moves than the score alone.
//
// A Table is a linear model: a weight per tile kind and per second and
// further copy of it, per leave size, per surplus of vowels or
// consonants, for a Q without a U, for each pair of different tiles kept
// together (ER helps, IU and VW hurt: 351 pairs with the blank), and for
// a few longer groups (ING, EST, ION). Its value for any leave of 1 to
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
// and the seed): 20,000 games a generation, five generations after the
// first, about 9 minutes a rule set on 2 cores.
//
// The weights per pair are new in these tables. Equity with the Classic
// table took 50.9% [50.2, 51.6] of 20,000 games (ties half, 95% Wilson
// interval; mean spread +2.4) from equity with the table before it,
// which had no pairs and was learned from 2,000 games a generation; the
// Default table took 50.7% [50.0, 51.4] (+0.9) under DefaultRules. Both old tables are in internal/gen/testdata; from this
// directory,
//
//	go run ./internal/gen -duel classic.txt,internal/gen/testdata/classic-nopairs.txt -rules classic -games 20000 -seed 2026
//
// replays the first (about 100 seconds on 2 cores). A gain of one point
// between two equity players says the pairs help; it cannot say how the
// tables fare against leaves learned elsewhere.
//
// More self-play does not make these tables better: a classic table
// learned from 60,000 games a generation (seed 3, -games 60000, about
// half an hour on 2 cores) took 49.7% [49.0, 50.4] of 20,000 games from one learned
// from 20,000 a generation on the same seed, and 49.7% [49.0, 50.4] from
// the bundled table, where the 20,000-game table of seed 3 took 49.6%
// [48.9, 50.3] from it (-duel, as above). What limits them is the
// model's features, not the games it learns from.
package leaves

//go:generate go run ./internal/gen -out .
