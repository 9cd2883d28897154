// Package quaddoku implements Quad*doku, the four-word stacking game, and a
// move finder for it.
//
// # The game
//
// Four four-letter words frame a 4x4 square: the top and bottom rows read
// left to right, the left and right columns top to bottom. Only the twelve
// edge cells are used; each corner belongs to two words, and the centre
// stays empty. Letters are tiles with point values, and the same letter
// comes at several values (an E may be worth 1, 2 or 3).
//
// Every cell is a stack. A turn takes any tiles the player likes from the
// open drawpile — everybody sees all of it — and puts them on top of
// edge cells, at most one per cell. A tile may cover the same letter only
// at a different value. After the turn all four sides must be words of
// the dictionary, and at least one placed tile must change a letter, so
// that the turn spells a new word. Covered tiles leave play for good.
//
// Each side that got at least one new tile scores the sum of its four top
// tiles; a side summing to exactly 10 is a doku and scores 20 instead.
// Four dokus in one turn, 4 × 20 = 80 points, are the Quad*doku (there is
// no further bonus). A player may pass only when no turn of theirs
// would spell a new word; a pass while one is possible is refused with
// ErrMustPlay. Players move in seating order; the game ends when the
// drawpile is empty or when every player has passed in succession, that
// is when no player can make a new word. The highest total wins, ties
// shared. A solo player counts points, words or dokus, and Result
// reports all three; a word counts when its letters changed, not when a
// side only got tiles of other values.
//
// The default game starts from the square BEAT (top), BATH (left), TAKE
// (right) and HARE (bottom), every word a doku, whose twelve tiles come
// out of the 75-tile box, leaving 63 in the drawpile.
//
// # Rules
//
// Rules holds the knobs; DefaultRules gives the standard game:
//
//   - Tiles: the tile set, a tiles.Distribution of plain letter tiles
//     worth 0–MaxValue (default: the 75-tile box);
//   - Start: the start grid, any four words that meet at the corners,
//     built from tiles of the set (default: BEAT / BATH / TAKE / HARE);
//   - DokuSum and DokuScore: what a doku sums to and scores (10 and 20);
//   - AllowValueOnly: accept turns that change no letter, only values
//     (default false);
//   - FreePass: let a player pass at any time, as some tables do
//     (default false: a pass only when no turn is possible).
//
// The tile set holds at most MaxTiles tiles. The player count (1 or more,
// up to MaxPlayers), names, seed and dictionary go in Setup. The game
// needs no randomness — the pile is open — but keeps the seeded generator
// every tilekit game carries.
//
// # Moves and notation
//
// A Move is a small comparable value: the tile placed on each edge cell,
// in canonical cell order. Its text form lists the placements in reading
// order as <row><col>=<letter><value>, rows and columns 0–3 with row 0 at
// the top, for example "02=E3 13=U1 23=B3"; "-" is a pass, which is also
// the zero Move and what Pass returns. ParseMove (or the State's
// ParseMove method) reads it, NewMove builds a move from
// Placements. Validate, Apply and Score check, play and preview a move;
// Score breaks the points down by side. A refused move returns a
// *MoveError (tilekit.MoveError) naming the player (by State.Name) and
// wrapping a sentinel (ErrNotHeld, ErrSameValue, ErrNotAWord,
// ErrNoNewWord, ...); Apply then returns its receiver unchanged. Text
// that does not read as a move, a centre cell or two tiles for one cell
// included, is refused with ErrSyntax. The sentinels every tilekit game
// shares (ErrGameOver, ErrSyntax, ErrNotAWord, ...) are the root
// package's values.
//
// # Seats, outcomes and front ends
//
// State meets gamekit.State, the contract every tilekit game meets, and
// the package registers itself as "quaddoku", so tilekit.Lookup deals it
// by name and tilekit.Decode reads its text back. Its presets "default",
// "value-only" and "free-pass" are each played by 1 to MaxPlayers
// players. Players move in turn and a move names no player, so Mover is
// the seat to move, whatever the move (tilekit.Onlooker once the game is
// over): the root's tilekit.Game refuses a move sent by any other seat
// with ErrNotYourTurn (in PlayAs, ValidateAs, Hints, Preview and
// LegalMoves) before it looks at the move. The State's own methods
// check no seat.
//
// Outcome gives the standing in the shared form (points, the winners
// once over, and why it ended); Preview(seat, m) what a move would earn,
// one line per side ("BEET 20 (doku)", "TUBE 9"); Draw(seat) the table
// as text for a terminal or a chat. Nothing in the game is hidden, so
// every seat knows the whole History (there is no Mask), and nothing is
// timed (there is no Clock or Expire).
//
// # Computer players and hints
//
// The rules play no moves of their own: the computer players and the
// hints are an engine, in package quaddoku/bot, which imports this one
// and gives the registered kind its Bot and Hints when it is imported
// (package all imports it). They ask the rules' move finder (TopMoves,
// BestMoveWithin) for the best turns within a budget of work.
//
// # States, views and history
//
// State is an immutable value. History is kept as a list shared by a
// State and the States after it, so Apply stays O(1). History is the
// complete record, for servers and saved games. The text form
// (MarshalText, which JSON uses too) is the State's exact, complete
// encoding, the moves included: UnmarshalText replays them, so a decoded
// State is always one the rules can reach. View gives what a player
// sees, which in this open game is the whole position, shaped for a web
// client: camelCase JSON, the grid as rows of cells with each stack's top
// tile and height, tiles as objects, whose turn it is and the last move;
// View(tilekit.Onlooker) is the same for a spectator. Score, Result and
// tilekit's Preview encode camelCase JSON too, with lists as []
// never null. Grid.Draw writes the grid on four lines for a terminal,
// and State.Draw the whole table.
//
// # Move finder
//
// LegalMoves and LegalMovesUpTo yield every legal move (from the start
// there are millions: each choice of word and each choice of tile values
// counts) in a fixed order: the top word alphabetically, its tile values,
// then the left, right and bottom words likewise. BestMove returns the
// highest-scoring move, the first in that order among equals, and
// TopMoves the best few (of at most so many tiles), which is what hints
// and computer players ask for. It is a
// branch-and-bound search over the dictionary's four-letter words,
// indexed by first letter and by first and last letter, with bounds from
// a relaxation in which the sides only agree at their corners; it stops
// at once when it finds a move no other can beat (four dokus).
//
// Every call of BestMove, BestMoveWithin or TopMoves, and every check of
// a pass, does at most Budget steps of work (BestMoveWithin and TopMoves
// at most the budget they are given, and they say how much they used,
// so that a bot can share one budget between many calls), whatever the
// rules: a step is a
// word tried for a side or a tile tried on a cell, and the bound tables
// are charged by their size. The standard game never comes near it, so
// there the answers are exact; under rules built to defeat the bounds
// the call returns the best it found, which is still a legal move.
// TopMoves keeps at most MaxTopMoves moves, whatever n it is asked for.
// BestMoveWithinContext and TopMovesContext are the same searches under
// a context, which they look at every few thousand steps: once it is
// done they stop within a millisecond or so with an error wrapping
// ctx.Err(), and they never return a move it cut short.
// Whether a pass is allowed is decided by a search of the letters alone
// (any tile of a letter serves where the letter changes), which proves
// quickly that no turn exists; BestMove and TopMoves find no move
// (ErrNoMove) exactly when it finds none, so a bot passes exactly when
// the rules let it.
//
// The word index is built once per dictionary and shared. A dictionary
// that can list its words (dictionary.WordsOfLength) is read directly; a
// dictionary offering only Contains is asked about each of the 456,976
// four-letter strings once, the first time it is used.
package quaddoku
