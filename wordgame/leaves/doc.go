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
// half an hour on 2 cores) took 49.7% [49.0, 50.4] of 20,000 games from
// one learned from 20,000 a generation on the same seed, and 49.7%
// [49.0, 50.4] from the bundled table, where the 20,000-game table of
// seed 3 took 49.6% [48.9, 50.3] from it (-duel, as above). Nor does a
// finer model: in a throwaway build, a table that added to the linear
// value of every leave of up to six tiles seen at least ten times a
// correction of its own (the mean of that leave's errors in the fit,
// shrunk toward 0 as if λ more samples had shown none; about 3,200
// leaves) took 49.5%, 49.9%, 49.9% and 49.9% of 20,000 games, for λ =
// 30, 100, 300 and 1,000, from the linear table fitted to the same
// samples (the last generation of a seed-1 run of 20,000 games a
// generation, corrected from the first generation on with λ = 100),
// which took 50.1% [49.4, 50.8] from the bundled one. The next turn's
// score swings by tens of points from one draw to the next, and a few
// hundred thousand samples a generation do not tell leaves apart more
// finely than the linear features already do.
package leaves

//go:generate go run ./internal/gen -out .
