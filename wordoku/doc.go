// Package wordoku implements Wordoku, the crossword-sudoku grid game, and
// a solver that finds the best arrangement of a grid's tiles.
//
// # The game
//
// Every tile shows a letter and one of four symbols: clove, star, square
// and circle. At the start of a round each player is dealt four tiles of
// each symbol, laid out as a 4x4 grid with one symbol per row, and then
// everybody plays at once against a timer: rearranging their own tiles
// (Arrange gives the whole new grid), swapping one tile per symbol for a
// random unseen tile of the same symbol (Swap; the old tile leaves play),
// and turning one tile over into a wild that stands for any letter A–Z,
// Q included (Wild). A player who is done says so (Finish). The caller
// runs the timer and, when it fires, calls Expire, which applies the
// round's EndRound; when every player has finished, the round ends by
// itself, within the last Finish.
//
// A grid scores each row and each column: the best single word of at
// least three letters found in an unbroken stretch of the line, a point
// per letter (the wild's is worth nothing), and as many again when the
// line's tiles all have different symbols. ScoreGrid scores any grid.
//
// After each round the highest score takes the victor token; a tie goes
// to the player who did not turn a wild, and players still tied each take
// a personal-best token instead. From the second round on, beating every
// earlier round of one's own earns a personal-best token too. After three
// rounds the most tokens wins, then the best single round; Result gives
// tokens, places and winners. Expert gives the 5x5 game with a fifth
// symbol, the black diamond, and ten-minute rounds.
//
// # Moves and text
//
// Moves name their player (seats count from 0): "0 arrange <grid>",
// "1 swap 12" (row 1, column 2), "1 wild 30=Q", "0 finish", and
// "endround 1" (rounds count from 1, so that a late timer cannot end the
// next round). A grid is written row by row, "C.c A.s T.q S.o / B.s ...":
// each cell its letter, a dot and its symbol's code (c clove, s star, q
// square, o circle, d diamond), a wild as its letter in lower case.
// State.ParseMoveAs reads what a person at a seat types: the same
// notation without the seat number, and "12 30" to exchange two cells.
//
// A State is an immutable value holding every player's tiles; a View is
// what one player may see: their own grid, the others' progress, and the
// grids of finished rounds. The State's text form is its setup and its
// moves, which decoding replays; its JSON is that text, the exact and
// complete encoding, secrets included, for servers.
//
// # Serving a game
//
// The package registers itself with tilekit as "wordoku" (presets
// "default" and "expert", each for 1 to 6 players), and a server plays it
// through tilekit.Game, which checks the seats: a seat that has finished
// the round, a move for another seat (State.Mover names the seat a move
// belongs to) and EndRound, which belongs to the table's clock, are
// refused with ErrNotYourTurn. Clock gives the period being played,
// "round 2", and its length; when the caller's timer for it fires, Expire
// with that period ends the round, once: a timer that fires late finds
// another period and changes nothing. Mask shows another player's arrangement,
// swap or wild of the round being played only as its kind (Move.Hidden)
// until the round ends, which is what tilekit.Game's HistoryFor and
// LastMoveFor give; History holds everything, for servers and records.
// Outcome counts tokens. Hints lists the single changes (an exchange of
// two tiles, a wild, a swap) and the whole arrangement that raise a
// player's score the most, then Finish; Preview scores the grid a move
// would leave, and Draw pictures what a seat may see as plain text.
//
// Computer players (BotMove, and the registered kind's Bot) are
// deterministic searches bounded by a node budget (Solve's), never by the
// clock. Each move a bot searches its tiles again and plays the first of
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
// count half).
//
// A move's work is bounded by its budgets whatever the position: Solve
// counts a node's word searches as well as its tiles (see Solve), so a
// budget unit costs about the same time on every hand, and the wild and
// swap choices score at most 26 letters on each of 25 cells. The worst
// move measured on this project's 2-core test machine, processor time,
// over 10 seeded 4x4 and 10 seeded 5x5 Expert deals a level
// (BenchmarkBotWorst; the 5x5 deals are the costlier):
//
//	level   worst move
//	Easy    7 ms
//	Medium  25 ms
//	Hard    0.22 s
//	Expert  0.42 s (two searches: Hard's budget, then its own)
//
// # The solver
//
// Solve and BestArrangement rearrange a grid's tiles for the highest
// score, with a deterministic node budget; on most 4x4 grids the search
// finishes and so proves its grid optimal. BestArrangement's default
// budget takes at most about 1.4 s of processor time on a 5x5 hand.
package wordoku
