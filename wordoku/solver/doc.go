// Package solver is Wordoku's engine: a solver that finds the best
// arrangement of a grid's tiles, the computer players of every level,
// and hints. The rules are in package wordoku, which knows nothing of
// this one; importing this package (or package all) gives the
// registered kind "wordoku" its bots and hints:
//
//	import _ "github.com/tilekit/tilekit/wordoku/solver"
//
// after which tilekit.Kind.Bot and tilekit.Game.Hints of a Wordoku game
// answer, through BotMoveContext and Hints.
//
// # The solver
//
// Solve and BestArrangement rearrange a grid's tiles for the highest
// score (a wild stays a wild), with a deterministic node budget; on most
// 4x4 grids the search finishes and so proves its grid optimal.
// BestArrangement's default budget (DefaultBudget) took at most 2.2 s of
// processor time on 30 seeded 5x5 hands (BenchmarkBestArrangement5x5),
// and a unit of the budget costs about the same on every hand, so no 5x5
// hand comes near 5 s. Solve also takes a context, which stops it within
// milliseconds with the best grid found so far.
//
// # Computer players
//
// Computer players (BotMove, BotMoveContext, and the registered kind's
// Bot) are deterministic searches bounded by a node budget (Solve's),
// never by the clock. Each move a bot searches its tiles again and plays the first of
// these that applies: a swap (Expert), an arrangement that scores more
// than its grid, a wild that raises the score (Hard and Expert), else
// Finish; a bot that has finished waits.
//
//	level   words searched          budget         besides arranging
//	Easy    common words only*      1,000-3,000**  nothing
//	Medium  the game's dictionary   20,000         nothing
//	Hard    the game's dictionary   200,000        turns the wild that raises
//	                                               its arranged grid the most
//	Expert  the game's dictionary   700,000        as Hard, after swapping,
//	                                               one per symbol, the tiles
//	                                               its best arrangement
//	                                               leaves out of every word
//
// * when the game plays with the default dictionary; the arrangement is
// scored with the game's own. ** drawn from the bot's seed each round, so
// that Easy, like a casual player, sees more some rounds than others.
//
// Over 200 seeded two-seat games of the default rules, seats alternating,
// each level takes at least 60% of the points from the one below it (ties
// count half; TestLadderLong).
//
// A move's work is bounded by its budgets whatever the position: Solve
// counts a node's word searches as well as its tiles (see Solve), so a
// budget unit costs about the same time on every hand, and the wild and
// swap choices score at most 26 letters on each of 25 cells. Each
// level's worst case is the worst move BenchmarkBotWorst measures, in
// processor time on this project's 2-core test machine, over 10 seeded
// 4x4 and 10 seeded 5x5 Expert deals a level (the 5x5 deals cost Easy
// and Medium the most, the 4x4 deals Hard and Expert: on a quiet
// machine, 8 and 33 ms against 4 and 19 ms, and 127 and 288 ms against
// 43 and 128 ms), the most of four runs while other jobs shared the
// machine:
//
//	level   worst move
//	Easy    11 ms
//	Medium  44 ms
//	Hard    0.23 s
//	Expert  0.56 s (two searches: Hard's budget, then its own)
//
// A server that drops a game while a bot thinks cancels its context:
// BotMoveContext, which the registered kind's bots (tilekit.ContextBots)
// call, passes it to every search, which looks at it every few
// milliseconds of work, so the move stops with an error wrapping
// ctx.Err() and no move (never a move the context cut short). On the
// worst Hard and Expert deals it returned about 1 ms after a cancel,
// at most 6 ms. The context never changes a move, only stops it.
//
// # Hints
//
// Hints lists the single changes (an exchange of two tiles, a wild, a
// swap) and the whole arrangement, found with a Medium player's budget,
// that raise a player's score the most, then Finish: never empty while
// the seat may move. Its work is that one search and at most a few
// hundred grids scored.
package solver
