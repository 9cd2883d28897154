// Package search chooses moves for any tilekit game by information-set
// Monte Carlo tree search (ISMCTS): it plays many short imagined
// continuations of the game and keeps the move whose continuations went
// best for the searching seat.
//
// A seat cannot see everything (the bag's order, the other racks), so
// each iteration first asks the game for a determinization: a full
// position that the seat cannot tell from the real one, with everything
// hidden from it drawn afresh ([tilekit.Game.Determinize]). The iteration
// then walks one shared tree keyed by move text (single-observer ISMCTS,
// after Cowling, Powley and Whitehouse, 2012): at each node it counts the
// children whose moves are legal in this determinization (their
// availability), expands one untried legal move if there is one and
// otherwise picks the child with the best upper confidence bound
//
//	mean + Exploration * sqrt(ln(availability) / visits)
//
// then plays a short rollout with a default policy ([Greedy] by default)
// and credits every node on the path with the reward of the seat that
// chose it: 1 for a win, 0.5 for a tie and 0 for a loss when the rollout
// reaches the end, and when it stops early how much the seat's lead over
// its best rival grew since the root, squashed into (0, 1) by tanh.
//
// A rollout drives the game as a table of computer players is driven:
// the policy sits at every seat and [tilekit.NextMove] chooses who moves,
// so that a seat that waits in a simultaneous round lets the others
// play. Its imagined players answer at once, so a timed period never
// runs out while a seat still has a move; when every seat to move waits,
// the rollout expires the current period ([tilekit.Game.Expire]), as
// the caller's timer would at a real table, and where nothing is timed
// it stops there and scores the position it reached.
//
// The search needs only the root interface: a game that implements
// Game.Determinize and Game.Hints or Game.LegalMoves (the crossword
// game, Sumoku, Quad*doku). The tree considers the best few hints at
// each node (Options.Width), so that the budget goes to moves worth
// comparing. Its budget is a number of iterations, so the same Options
// and the same game give the same move on every machine; Options.MaxTime
// and the context of [Searcher.SearchContext] add a clock cap for
// servers, at the price of that determinism: once either has passed, no
// iteration starts and a rollout under way stops at its next move, so a
// search returns within about one of the game's move generations of
// its cap. Options are clamped to sane limits (at most MaxIterations
// iterations, GOMAXPROCS workers, MaxWidth moves a node, MaxDepth
// rollout moves), so the tree, and the search's memory, hold at most
// one node an iteration. A [Searcher] is a [tilekit.Bot]: seat it among
// the bots that tilekit.NextMove asks.
package search
