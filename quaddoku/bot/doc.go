// Package bot plays Quad*doku: computer players at four levels and
// hints, the engine of package quaddoku. Importing it gives the
// registry's "quaddoku" kind its Bot and Hints, so that tilekit.NextMove
// (and NextMoveContext) and Game.Hints serve them:
//
//	import _ "github.com/tilekit/tilekit/quaddoku/bot"
//
// The rules know nothing of this package: it asks their move finder
// (quaddoku's TopMovesContext and BestMoveWithinContext) for the best
// turns within a budget of work, and weighs them.
//
// # Levels
//
// Move plays at four levels. Each is deterministic from its seed and the
// position (equally good moves are chosen between at random from the
// seed), its work is bounded by the number of moves it weighs, by
// quaddoku.Budget per search and by Budget for the whole move (Hard's
// and Expert's playouts share it and stop where they stand when it is
// spent), never by the clock, and it passes only when no move spells a
// new word:
//
//	Level   Move
//	Easy    a random one of the 10 best moves of one or two tiles
//	Medium  a best move of at most 3 tiles
//	Hard    of the 12 best moves, the one that leaves it the largest
//	        lead when both players then play BestMove to the end
//	Expert  of the 10 best moves, the one whose worst result is best
//	        when the opponent answers with one of its 4 best moves and
//	        both then play BestMove to the end
//
// Small moves leave the strong ones more to take, and the game is won by
// who makes the last big moves as the drawpile runs out: each level takes
// at least 60% of the points from the one below it over 200 seeded
// two-player games, seats alternating (the package's TestLadderLong,
// run with TILEKIT_LADDER=1). The default game always starts from the
// same position, so the games differ only by the bots' random choices.
//
// # Worst cases
//
// Each level's worst move, measured by BenchmarkBotWorst on this
// project's 2-core test machine in processor time and steps of work
// (quaddoku.Budget's steps, the checks of a pass that Apply makes
// included), over the opening, mid-game positions, the opening with no
// doku possible and the openings of two rule sets built to defeat the
// search's bounds (testdata/*.txt):
//
//	level   worst move   steps
//	Easy    0.10 s        8,000,000
//	Medium  0.29 s       16,000,000
//	Hard    0.86 s       16,000,000
//	Expert  0.87 s       16,055,776
//
// Easy and Medium make at most two finder calls of quaddoku.Budget
// steps; Hard and Expert at most Budget in all, plus the checks of a
// pass their playouts' Apply makes (at most one quaddoku.Budget more,
// which TestMoveWorkBounded checks). In the standard game no level needs
// more than about 2.8 million steps, so there the bounds never change a
// move.
//
// MoveContext is Move under a context, and it is what the registered
// kind's bots play (tilekit.ContextBots): every finder call looks at the
// context every 4,096 steps (0.05 to 0.2 ms of search here), so once it
// is done the move stops with an error wrapping ctx.Err() and no move.
// On these positions, cancelled at points spread over each level's move,
// it returned a median 0.09 ms after the cancel, 90% within 0.25 ms and
// nearly all within 1 ms (the machine's scheduling included); a move it
// returns is always Move's (TestMoveContextStops, TestMoveContextNeverCut).
// Only the check of a pass that a playout's Apply makes does not look
// (under 0.1 ms here).
//
// # Hints
//
// Hints lists the best moves with their scores, words and a note
// ("doku", "Quad*doku"), and the pass when fewer than n turns exist and
// the rules allow it (alone, noted "no tile can be placed: pass", where
// no turn spells a new word), so the list is never empty while a move is
// legal. It is one TopMoves call: at most quaddoku.Budget steps, and at
// most MaxHints moves in memory (BenchmarkHints measures it).
package bot
