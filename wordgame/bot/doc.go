// Package bot gives the crossword game (package wordgame) its computer
// players and hints: importing it registers them for the "wordgame" kind
// (tilekit.Kind's Bot, Game.Hints), and Move and Hints give them in
// wordgame's own types.
//
// The levels, and each one's worst case on a 2-core machine (CPU time of
// one move, the benchmark that measures it in parentheses):
//
//   - Easy: a random one of the ten best placements made of common words
//     only; one search of the move generator within wordgame.MoveBudget,
//     at most about a second for the longest racks with many blanks, a
//     few milliseconds for ordinary racks (BenchmarkBoundsBot).
//   - Medium: the highest-scoring placement; the same bound as Easy
//     (BenchmarkBoundsBot).
//   - Hard: the best by equity (package wordgame/equity); at most
//     wordgame.MoveBudget steps in all, about a second
//     (BenchmarkBoundsBot).
//   - Expert: simulates the best by equity (package wordgame/sim, 8
//     candidates, 2 plies, 256 iterations, at most 800 million steps of
//     the move generator), ranks them by their chance of winning
//     (sim.Options.Wins), and plays the leader when its edge in that
//     chance over the best move by equity, on the deals both played,
//     passes one standard error; when the leader is ahead but within
//     that, it plays the two out on 128 more deals (at most 400 million
//     steps more) and weighs both looks; else it plays the best move by
//     equity. About half a second of CPU for ordinary racks (a quarter
//     of a second on 2 cores), a few seconds at most for long racks with
//     many blanks (BenchmarkExpertMove, BenchmarkBoundsBot); with one
//     tile in the bag in a two-player game, the best of the five best
//     placements by equity by the pre-endgame search
//     (endgame.SolvePreEndgame, within 400,000 nodes of work; past it,
//     the simulation decides); once the bag is empty in a two-player
//     game, the first move of the exact endgame (package
//     wordgame/endgame) within 100,000 nodes of work, under a second
//     even with two blanks on a rack (BenchmarkExpertEndgame,
//     BenchmarkBoundsExpertEndgame).
//
// The worst cases over every position the rules allow (racks of up to 21
// tiles with every blank), in CPU time of one move on a quiet 2-core
// machine (re-measured after issue 36's speed round) and bytes allocated
// in all (go test ./wordgame/bot -run '^$' -bench 'Bounds|Expert'
// -benchtime 2x -benchmem; Expert's simulation runs on both cores, so
// its wall time is about half):
//
//	Level   Worst case                                   CPU     Allocated
//	Easy    rack of 21 with 7 blanks                     0.07 s  2.6 MB
//	Medium  rack of 21 with 7 blanks                     0.25 s  0
//	Hard    rack of 21 with 7 blanks                     0.24 s  28 kB
//	Expert  rack of 21 with 7 blanks (simulation)        4.9 s   1.2 MB
//	Expert  endgame, rack of 12 with 2 blanks against AE 0.27 s  38 MB
//	Expert  endgame, EIRSTAN against AEINST??            0.11 s  17 MB
//	Expert  endgame, EELRSVXZ against ADET?? (a game)    0.15 s  24 MB
//
// Hints(s, seat, 5) takes 0.24 s on the rack of 21 with 7 blanks
// (BenchmarkBoundsHints), and Expert's endgame move on the 20 positions
// of wordgame/testdata/endgame.tsv 43 ms of CPU each on average
// (BenchmarkExpertEndgame -benchtime 40x: two passes over the 20; with
// -benchtime 2x it times only the first two, the smallest).
//
// Expert's strength under the classic rules with the bundled word list,
// against static players (TestExpertMatchesLong: 200 games an opponent
// and a seed, 100 deals each played twice with the seats swapped;
// Expert's share of the points, ties counting half, with its 95% Wilson
// interval, and its mean final spread). Hard with other leaves plays
// equity with a table learned apart from the bundled one
// (testdata/classic-seed7.txt: seed 7, 600 games, 3 generations); Hard
// with noise adds Gaussian noise of 3 points to the equity of the ten
// best moves. Expert's choice between simulation and equity was tuned
// against Hard with other leaves only (one change, 40 games); its 256
// iterations and its ranking by chance of winning were not tuned against
// any opponent. The matches below were played once, after, all with the
// Expert of commit 2a1272a, on the deals of seeds 2026, 2027 and 2028
// (600 games an opponent). Beside each, Hard's share in Expert's seat on
// the same 600 games (MATCH_PLAYER=hard), which says how much of
// Expert's share simulation adds:
//
//	Opponent                 Games  Expert  95% interval  Mean spread  Hard's share
//	Hard                     600    60.4%   [56.4, 64.3]  +12.2        50.0%
//	Hard with other leaves   600    60.8%   [56.9, 64.7]  +17.4        50.2%
//	Hard with noise          600    60.8%   [56.9, 64.7]  +17.7        51.2%
//	Medium                   600    70.2%   [66.5, 73.8]  +50.0        61.0%
//
// Simulation adds 9 to 11 points of share against each opponent, against
// the policy its own rollouts play (Hard) no more than against the
// others. Seed by seed (2026, 2027, 2028): Hard 59.8%, 65.0%, 56.5%;
// Hard with other leaves 64.5%, 59.8%, 58.2%; Hard with noise 58.5%,
// 61.3%, 62.7%; Medium 74.5%, 69.2%, 67.0%. Ranking by mean spread
// instead (commit 090e34e) gave, on the deals of seeds 2026 and 2027,
// 60.6%, 58.6%, 60.2% and 69.6%, where ranking by chance of winning gave
// 62.4%, 62.1%, 59.9% and 71.9%: 1.8 points more over the 1,600 games,
// about one standard error of the difference, so not shown to be better.
//
// TILEKIT_LADDER=1 go test ./wordgame/bot -run ExpertMatchesLong -v
// -timeout 0 plays all four on seed 2026 (MATCH_SEED=2027 or 2028 for
// the other deals; MATCH_OPPONENTS=hard, hard-leaves7, hard-noise or
// medium picks one; MATCH_PLAYER=hard plays Hard instead of Expert);
// each seed took about 30 minutes at nice 10 on a shared 2-core machine
// (Hard's, a few seconds). What they cannot show: Hard is the policy
// Expert's rollouts play and shares its leaves, and the other three are
// variants of it, so none is a player built apart from tilekit; and 600
// games leave about four points of doubt either way.
//
// Every level is deterministic from its seed and the position, and never
// reads the clock.
package bot

import (
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordgame"
)

func init() {
	gamekit.RegisterEngine[wordgame.State, wordgame.Move, wordgame.View]("wordgame", gamekit.Engine[wordgame.State, wordgame.Move, wordgame.View]{
		Bot: func(s wordgame.State, level tilekit.Level, seed uint64, seat int) (wordgame.Move, error) {
			return Move(s, level, seed, seat)
		},
		Hints: Hints,
	})
}
