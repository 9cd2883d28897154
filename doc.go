// Package tilekit holds the complete rules of five tabletop tile games as
// importable Go packages, for programmers who write their own front ends,
// bots, game servers and solvers. Each game package says exactly which
// moves are legal and what they score, and nothing else: no user
// interface, no clock, no network.
//
// # The games
//
//	package    game
//	wordle     Wordle, the party game: a rotating host sets a secret word, the others guess it
//	wordgame   a 15x15 crossword tile game, with CGP positions, GCG records and a fast move generator
//	quaddoku   Quad*doku: stack tiles on four intersecting four-letter words, aiming for sums of ten
//	wordoku    Wordoku: arrange a hand of letter tiles in a grid, crossword and sudoku at once
//	sumoku     Sumoku: number tiles in crossword lines that sum to multiples of a key number, five variants
//
// The rules packages hold rules only (and the move finders a rule needs:
// a pass that is legal only when no move exists). The engines, which
// import the rules and never the other way round, live beside them:
//
//	package            engine
//	wordle/solver      Wordle's hints, bots and exact solver over any answer and guess lists
//	wordgame/equity    static equity: a move's points plus the value of the tiles it keeps
//	wordgame/sim       simulation of the best moves over deals of the unseen tiles
//	wordgame/endgame   the exact endgame once the bag is empty
//	wordgame/bot       the crossword game's bots of every level and its hints
//	quaddoku/bot       Quad*doku's bots and hints
//	wordoku/solver     Wordoku's optimal arrangement solver, bots and hints
//	sumoku/solver      Sumoku's layout solver, bots and hints
//	search             information-set Monte Carlo tree search over any game
//
// # Driving a game
//
// Every game package has the same shape. Its Rules values hold every variant
// knob, with DefaultRules() for the standard game and named presets for
// the variants. New(rules, setup) deals a game from a seed and returns a
// State: an immutable value, safe to share between goroutines, that no
// method ever changes. A turn is a Move, a small comparable value with a
// text notation (ParseMove reads it, String writes it):
//
//	s, err := quaddoku.New(quaddoku.DefaultRules(), quaddoku.Setup{Players: 2, Seed: 1})
//	if err != nil {
//		panic(err)
//	}
//	m, err := s.ParseMove("02=E3 13=U1 23=B3") // the game's own notation
//	if err != nil {
//		panic(err)
//	}
//	fmt.Println(s.Validate(m)) // nil exactly when Apply would succeed
//	sc, err := s.Score(m)      // what m would earn, with a breakdown
//	fmt.Println(sc.Total, err)
//	s, err = s.Apply(m) // a new State; on error, s itself, unchanged
//	fmt.Println(s.ToMove(), s.Over(), err)
//
// A rejected move returns a *MoveError that wraps one of the package's
// sentinel errors (test with errors.Is; the names are shared where the
// meaning is: ErrNotYourTurn, ErrGameOver, ErrNotAWord, ErrSyntax,
// ErrNotHeld, ErrNoTiles, ErrDetached), names the player, and carries a
// Detail that a player-facing screen can show on its own. View(p) gives
// what player p may see, as a value that encodes as JSON for a web client,
// never another player's rack or secret or the order of the bag. States
// and moves marshal to text and JSON and back exactly, so a saved game
// resumes with the same future draws.
//
// # Serving any game by name
//
// Each game package registers a [Kind] when it is imported, as image/png
// registers its format, and each engine package gives that Kind its
// computer players and hints ([RegisterEngine]); package tilekit/all
// imports all five games with their engines. [Lookup]
// finds a game by name, [Kind.New] deals it under a named preset (each
// [Preset] says how many seats it takes), Kind.Bot makes a computer
// player at a [Level], and [Decode] reads any saved game back by its
// first line ([Game.Kind] says which it read). Everything a server needs
// is on [Game], the same for every game:
//
//   - ToMove lists the seats that may move now, and is empty exactly when
//     the game is over. PlayAs(seat, move) plays a move sent by one seat:
//     a seat that may not move, or a move that belongs to another seat or
//     to the clock, is refused with ErrNotYourTurn before the move is
//     read, so the refusal says nothing about what others hold.
//   - [NextMove] asks the computer players at the table for their move,
//     and says with ErrNoMove when only people are to move;
//     [NextMoveContext] does it under a context, which stops a strong
//     bot still thinking (every bot of Kind.Bot is a [ContextBot]).
//     Clock names the timed period being played and its length; when
//     the server's timer runs out it calls Expire with that period,
//     which applies everything due then exactly once (a late timer
//     changes nothing).
//   - View(seat), Draw(seat), HistoryFor(seat) and LastMoveFor(seat)
//     show what that seat may know; [Onlooker] sees what the whole table
//     sees. History, MarshalText and the Game's JSON are complete,
//     secrets included: for servers and saved games only.
//   - Outcome is the standing at any time and the winners at the end;
//     Hints and Preview help a player choose ([HintsContext] asks for
//     hints under a context, which stops a long search for them: every
//     Game of a registered kind is a [ContextHinter]); Determinize and
//     LegalMoves serve searches over hidden information (package search).
//
// A whole server loop, with seat 0 a person and the rest computer
// players, is a dozen lines (see the example of NextMove). Package
// gamekit holds what an author needs to plug a new game into all of
// this, as database/sql/driver does for database/sql.
//
// Every refusal of a move, text that does not parse included, is the
// game's *MoveError (a [MoveError] of the game's Move type) wrapping one
// of the sentinels this package declares, which each game re-declares
// under the same name ([ErrGameOver] is wordgame.ErrGameOver), or one of
// the game's own. [Detail] gives the words a player should read.
//
// # Shared packages
//
// Package tiles has the pieces every game uses: tiles, symbols, tile
// distributions and a seeded, immutable bag. Package dictionary says which
// strings are words: bring any implementation of its one-method interface,
// or use the bundled lists (dictionary.Default for play, dictionary.Common
// for everyday words), both from permissively licensed sources.
//
// # Programs to start from
//
// The examples directory holds runnable programs built on the public API
// only: examples/tour plays every game with bots (go run ./examples/tour),
// examples/play lets a person play any game against bots in a terminal,
// examples/web serves a browser front end with a JSON API, and
// examples/wordle-solve plays and plans Wordle over any word lists.
//
// # Trademarks
//
// The game names are trademarks of their publishers. tilekit implements
// the rules only; it is not affiliated with or endorsed by them.
package tilekit
