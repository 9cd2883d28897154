// Package solver is Sumoku's engine: the layout solver (Solve), the
// computer players of every level (BotMove) and the hints (Hints), apart
// from the rules in package sumoku, which never need them. Importing it
// gives the registered kind "sumoku" its bots and hints, so that
// tilekit.Kind.Bot and tilekit.Game.Hints work for Sumoku games:
//
//	import _ "github.com/tilekit/tilekit/sumoku/solver"
//
// Package all imports it too.
//
// # The layout solver
//
// Solve searches for a valid layout (see sumoku.CheckLayout) that uses
// exactly the given tiles, first for a line structure of the hand (see
// lines.go), then square by square from the centre. Its work is counted
// in steps, never in time: SolveBudget bounds one Solve, SolveWithin
// takes a caller's budget and tells "there is no layout" (ErrNoLayout)
// from "the budget ran out first" (ErrGaveUp).
//
// # Computer players
//
// BotMove (and the registered kind's Bot) plays at four levels. Each is
// deterministic given its seed and the position, and bounded by search
// budgets, never by the clock (a context can only stop a move: see
// below):
//
//	level   standard                   spot                 speed, team, solo
//	Easy    random of the 10 best      random of 10 claims  a claim of the whole hand
//	        placements of 1 or 2 tiles
//	Medium  the best placement of      random of 3 claims   a claim of the whole hand
//	        1 or 2 tiles
//	Hard    BestMove                   the first claim      a claim; a swap chosen with Solve
//	Expert  the best of the 8 best     the first claim      as Hard
//	        placements over 4 sampled
//	        bags (below)
//
// In the standard game Easy and Medium play a larger placement when only
// one fits. Expert plays each of its 8 best placements on 4 orders of
// the bag drawn at random (see sumoku.State.Determinize), through the
// best answer and its own best next placement with the tiles it drew,
// and keeps the one that leaves it the best lead on average. Each level
// takes at least 60% of the points from the one below it over 200
// seeded two-player standard games, seats alternating (the package's
// TestLadderLong, run with TILEKIT_LADDER=1).
//
// In the standard game a bot passes when no tile fits. In speed a bot
// that finds no layout swaps a tile (at Hard and above the first tile
// without which the rest of the hand can be laid out, else a random
// one); with no swap to make it waits while another player in the round
// holds a hand that Solve lays out, and otherwise gives up the round. In
// the team game a bot that finds no layout waits (BotMove's error wraps
// sumoku.ErrNoMove; the registered Bot returns ""). In solo a bot that
// finds no way to add its tiles stops.
//
// # Each level's worst case
//
// Every level's move is bounded by work: the standard game's finder by
// the limits sumoku.Rules.Validate puts on the rack and the key,
// Expert's samples by their count, the spot claims by a budget of steps
// that covers every claim of four tiles of the box, the claims and swaps
// of the speed and team games by BotSolveBudget steps of Solve for the
// whole move, and a solo claim by a bounded search for a way to add the
// new tiles around the pattern, then one Solve (SolveBudget). The worst
// move measured on this project's 2-core test machine, processor time,
// from the positions at those limits (BenchmarkBotWorst: the largest
// rack and smallest die face Validate allows, on the empty table and
// beside a line; a speed game of eight players holding 120 tiles each,
// no number repeated in a line, key 8, where a search of the bot's own
// hand runs to its budget):
//
//	level   standard   speed
//	Easy    19 ms      0.30 s
//	Medium  17 ms      0.31 s
//	Hard    22 ms      0.68 s (2.2 s before the shared budget)
//	Expert  0.27 s     0.72 s (2.9 s before)
//
// A team move is one Solve of the hand, at most SolveBudget's steps
// (about a second); a solo move at most 2,097,152 steps of the move
// finder (sumoku.FindPlacements) and
// one Solve.
//
// # Stopping a move
//
// BotMoveContext is BotMove under a context, and the registered kind's
// bots (tilekit.ContextBots) pass theirs to it: every search a level
// runs (the move finder, Solve, the spot claims, Expert's samples)
// looks at the context every so many of its steps, under a tenth of a
// millisecond of work apart, and once one has seen it done they all
// stop. On the worst positions above a cancelled move returned within
// 0.35 ms of the cancel (measured with context.WithCancel), having
// looked at its context once more. (One piece of work does not look:
// a pass that Expert's samples play, which sumoku.State.Apply accepts
// only after its finder has found no tile that fits, at most one run of
// the finder.) The steps taken until then are BotMove's, and a move
// that the context cut short is never returned: the error wraps
// ctx.Err() instead.
//
// # Hints
//
// Hints suggests moves in every variant (the best placements, right spot
// claims, a claim of the whole hand), ending with the pass, a swap,
// giving up the round or the stop where those are legal, so that a seat
// that may move always gets one.
package solver
