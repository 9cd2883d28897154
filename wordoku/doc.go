// Package wordoku implements the rules of Wordoku, the crossword-sudoku
// grid game. Its engine, a solver that finds the best arrangement of a
// grid's tiles, the computer players and the hints, is package
// wordoku/solver.
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
// Outcome counts tokens; Preview scores the grid a move would leave,
// and Draw pictures what a seat may see as plain text.
//
// The registered kind has computer players and hints once package
// wordoku/solver, the game's engine, is imported (package all imports
// it): tilekit.Kind.Bot and tilekit.Game.Hints reach them through the
// registry. Without it, Game.Hints returns an error wrapping
// errors.ErrUnsupported.
package wordoku
