// Package bot gives the crossword game (package wordgame) its computer
// players and hints: importing it registers them for the "wordgame" kind
// (tilekit.Kind's Bot, Game.Hints), and Move and Hints give them in
// wordgame's own types.
//
// # Levels and what a move costs
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
//     candidates, 2 plies, 256 iterations, at most 800 million steps
//     of the move generator), ranks them by their chance of winning
//     (sim.Options.Wins), and plays the leader when its edge in that
//     chance over the best move by equity, on the deals both played,
//     passes one standard error; when the leader is ahead but within
//     that, it plays the two out on 128 more deals (at most 400
//     million steps more) and weighs both looks; else it plays the
//     best move by equity. About half a second of CPU for ordinary
//     racks (a quarter of a second on 2 cores), a few seconds at most
//     for long racks with many blanks (BenchmarkExpertMove,
//     BenchmarkBoundsBot); once the bag holds 14 tiles or fewer, 16
//     candidates and 4 plies, the deals that empty the bag played to
//     the end of the game (with two tiles or more in the bag), four times the work and a third more (1.15
//     s of CPU a move on average, 0.88 s without playing the deals to
//     the end, at most 2.8 s, over 32 late-game positions of 20 games;
//     16 to 20 s for the rack of 21 with 7 blanks,
//     BenchmarkBoundsExpertLate); with one tile in the bag in a
//     two-player game, the simulation's choice, unless the pre-endgame
//     search (endgame.SolvePreEndgame, within 400,000 nodes of work,
//     on that choice, the five best placements by equity and the
//     simulation's three leaders) values another move exactly and
//     better, or as winning as often and gaining more points (see
//     expertPreEndgameMoves in bot.go); once the bag is empty in a
//     two-player game, the first move of the exact endgame (package
//     wordgame/endgame) within 1.6 million nodes of work, on one core:
//     half a second for most endgames, about three seconds at most
//     with two blanks on a rack (BenchmarkExpertEndgame,
//     BenchmarkBoundsExpertEndgame).
//
// The worst cases over every position the rules allow (racks of up to 21
// tiles with every blank), in CPU time of one move on a quiet 2-core
// machine (re-measured after issue 36's speed round, Expert's endgames
// after their budget grew from 100,000 nodes) and bytes allocated
// in all (go test ./wordgame/bot -run '^$' -bench 'Bounds|Expert'
// -benchtime 2x -benchmem; Expert's simulation runs on both cores, so
// its wall time is about half):
//
//	Level   Worst case                                   CPU     Allocated
//	Easy    rack of 21 with 7 blanks                     0.07 s  2.6 MB
//	Medium  rack of 21 with 7 blanks                     0.25 s  0
//	Hard    rack of 21 with 7 blanks                     0.24 s  28 kB
//	Expert  rack of 21 with 7 blanks (simulation)        4.9 s   1.2 MB
//	Expert  the same, 10 tiles in the bag (late game)    19.8 s  2.2 MB
//	Expert  the same, 1 tile in the bag (pre-endgame)    0.87 s  90 MB
//	Expert  endgame, rack of 12 with 2 blanks against AE 0.25 s  38 MB
//	Expert  endgame, EIRSTAN against AEINST??            2.0 s   67 MB
//	Expert  endgame, EELRSVXZ against ADET?? (a game)    2.8 s   92 MB
//
// Hints(s, seat, 5) takes 0.24 s on the rack of 21 with 7 blanks
// (BenchmarkBoundsHints), and Expert's endgame move on the 20 positions
// of wordgame/testdata/endgame.tsv 0.2 s of CPU each on average
// (BenchmarkExpertEndgame -benchtime 40x: two passes over the 20; with
// -benchtime 2x it times only the first two, the smallest).
//
// Each level against the one below it, over 200 seeded two-player games
// of the default rules (seed 2025, seats alternating, commit 026489f;
// TestLadderLong, run with TILEKIT_LADDER=1, about 15 minutes on 2
// cores), with the share of games won and its 95% interval, the mean
// scores with their 95% margins, and the median wall time of a move,
// Expert's on both cores:
//
//	Pair            Share   95% interval   W-T-L     Mean scores        Median move
//	Medium vs Easy  100.0%  [98.1, 100.0]  200-0-0   482±7 vs 232±5     81 µs / 64 µs
//	Hard vs Medium  62.5%   [55.6, 68.9]   125-0-75  426±7 vs 398±6     213 µs / 86 µs
//	Expert vs Hard  64.5%   [57.7, 70.8]   129-0-71  417±6 vs 390±7     0.68 s / 261 µs
//
// Expert against Hard is self-play: Hard is the policy Expert's
// simulated lines play, and against other players of Hard's strength
// Expert gains less (below).
//
// # Strength
//
// In short: against a player built apart from tilekit, the static player
// of the Macondo engine, Hard takes 49.6% of games (20,000 played) and
// Expert 59.3% [57.8, 60.8] (4,000 played, on deals where Hard took
// 49.8%; 59.0% [57.0, 61.0] expected over all deals); issue 36 asks for
// 60%. Against tilekit's own static players Expert takes between 58% and
// 75% of games, some 7 to 13 points more than Hard in its seat. A share
// counts ties as half, and the intervals are 95% Wilson intervals.
// STRENGTH.md, beside this file in the repository, is the record behind
// these figures: every match and every decision-by-decision comparison,
// with its command, and each change to Expert tried and measured, with
// why it was or was not adopted.
//
// # Against a player built apart from tilekit
//
// The opponent is the static player of Macondo, an open-source engine
// (github.com/domino14/macondo at v0.4.5-0.20200603015523-7188d2632f0a,
// the version the Go module proxy serves): the move of best equity by its
// own leave values, learned from its own self-play, with its adjustments
// for the opening and the end of the game. Its move generator was given
// tilekit's bundled word list, and wordgame checked and scored every move
// it made under the classic rules: none was refused, and no score
// differed, over more than 290,000 of its moves. The harness that plays
// it is not part of tilekit (Macondo is under the GPL, and tilekit's
// packages import only the standard library). Hard took 49.6% [48.9,
// 50.2] of 20,000 games from it (seed 4000, mean spread -0.5). Expert as
// it plays at commit 4c20bbb, on deals no earlier run had played, 400
// games a seed (200 deals, each played twice with the seats swapped),
// with Hard's share on the same games:
//
//	Seed   Games  Expert  95% interval  Mean spread  Hard's share
//	3008   400    62.4%   [57.5, 67.0]  +19.5        51.0%
//	3009   400    55.4%   [50.5, 60.2]  +10.7        48.2%
//	3010   400    60.5%   [55.6, 65.2]  +13.5        52.2%
//	3011   400    59.5%   [54.6, 64.2]  +9.2         48.8%
//	3012   400    59.2%   [54.4, 64.0]  +9.9         50.0%
//	3013   400    57.2%   [52.4, 62.0]  +8.5         46.4%
//	3014   400    58.6%   [53.7, 63.3]  +5.9         51.9%
//	3015   400    56.5%   [51.6, 61.3]  +4.3         49.8%
//	3016   400    62.4%   [57.5, 67.0]  +16.6        51.2%
//	3017   400    61.1%   [56.3, 65.8]  +15.2        48.6%
//	all    4,000  59.3%   [57.8, 60.8]  +11.3        49.8%
//
// Simulation added 9.5 points of share [7.6, 11.3] to Hard's, deal by
// deal over the 2,000 deals; added to Hard's share over the 20,000
// games, that puts Expert's expected share at 59.0% [57.0, 61.0]. The
// earlier Expert of commit ba4d488, before equity's bag term and the
// late game's play to the end, took 59.3% [57.7, 60.9] of 3,600 games of
// other deals, where Hard took 50.2% (STRENGTH.md).
//
// # Against tilekit's own players
//
// TestExpertMatchesLong plays Expert against four static players under
// the classic rules with the bundled word list, 200 games an opponent
// and a seed (100 deals, each played twice with the seats swapped):
// Hard; Hard with other leaves, a table learned apart from the bundled
// one (testdata/classic-seed7.txt); Hard with noise, Gaussian noise of 3
// points on the equity of its ten best moves; and Medium. Expert as it
// plays at commit 4c20bbb (unchanged since), on the deals of seed 2030,
// which no earlier run had played, with Hard's share in its seat on the
// same games:
//
//	Opponent                 Games  Expert  95% interval  Mean spread  Hard's share
//	Hard                     200    57.8%   [50.8, 64.4]  +6.6         50.0%
//	Hard with other leaves   200    58.8%   [51.8, 65.3]  +7.0         51.5%
//	Hard with noise          200    61.3%   [54.3, 67.7]  +20.0        48.5%
//	Medium                   200    75.0%   [68.6, 80.5]  +50.4        62.5%
//
// Over the 800 games Expert took 63.2% [59.8, 66.5] and Hard 53.1%:
// simulation added 10.1 points of share [6.3, 13.9] deal by deal, and
// no more against Hard, the policy its own simulated lines play (+7.8
// [1.8, 13.8]), than against the others (+7.2, +12.8 and +12.5, each
// within about eight points). The Expert of commit 7009394 took 63.0%
// of the 800 games of seed 2029 (STRENGTH.md).
//
// TILEKIT_LADDER=1 go test ./wordgame/bot -run ExpertMatchesLong -v
// -timeout 0 plays all four on seed 2026 (MATCH_SEED picks other deals;
// MATCH_OPPONENTS=hard, hard-leaves7, hard-noise or medium picks one;
// MATCH_PLAYER=hard plays Hard instead of Expert, and
// MATCH_PLAYER=expert-infer plays Expert with inference; MATCH_LOG writes
// each game's spread to a file, to compare two runs on the same deals game
// by game); a seed takes about 30 minutes on 2 cores (Hard's, a few
// seconds). What they cannot show: Hard is the policy Expert's simulated
// lines play and shares its leaves, and the other three are variants of
// it, so none is a player built apart from tilekit; and 400 games leave
// about five points of doubt either way.
//
// # Stopping a move
//
// Every level is deterministic from its seed and the position, and never
// reads the clock. MoveContext, which the Bots of tilekit's Kind.Bot
// call, stops a move once its context is done, for a server that drops a
// game while Expert thinks: every search, at every level, looks at the
// context every few thousand steps of the move generator, and a stopped
// move returns no move, never one the context cut short. From the call of
// cancel to the return it took 0.1 to 0.3 ms on ordinary positions and at
// most 6 ms on the rack of 21 with 7 blanks (pre-endgame and endgame), on
// a 2-core machine; a deadline's timer may itself fire some milliseconds
// late while the simulation keeps both cores busy (up to 27 ms after a 30
// ms deadline over 20 moves of a game, in a program of its own). The
// first move a program asks for with a word list waits while the move
// generator builds its automaton of the list (some tens of milliseconds
// for the bundled lists, seconds for a caller's list that only answers
// prefix queries); that wait stops with the context too, and the build
// goes on for the moves after.
package bot

import (
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordgame"
)

func init() {
	gamekit.RegisterEngine[wordgame.State, wordgame.Move, wordgame.View]("wordgame", gamekit.Engine[wordgame.State, wordgame.Move, wordgame.View]{
		BotContext:   MoveContext,
		HintsContext: HintsContext,
	})
}
