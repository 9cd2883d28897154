// Package tilekit holds the complete rules of five tabletop tile games as
// importable Go packages, for programmers who write their own front ends,
// bots, game servers and solvers. Each game package says exactly which
// moves are legal and what they score, and nothing else: no user
// interface, no clock, no network.
//
// # The games
//
//	package    game
//	wordle     Wordle, the party game: a rotating host sets a secret word, the others guess it (+ hints and an exact solver)
//	wordgame   a 15x15 crossword tile game, with CGP positions, GCG records and a fast move generator
//	quaddoku   Quad*doku: stack tiles on four intersecting four-letter words, aiming for sums of ten
//
// Wordoku (a crossword-sudoku grid game) and Sumoku (a number-tile
// crossword game) follow the same design and join as they are built.
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
//	s, err := game.New(game.DefaultRules(), game.Setup{Players: 2, Seed: 1})
//	m, err := game.ParseMove(s, "...")
//	err = s.Validate(m)       // nil exactly when Apply would succeed
//	sc, err := s.Score(m)     // what m would earn, with a breakdown
//	s, err = s.Apply(m)       // a new State; the old one is untouched
//	if s.Over() { r := s.Result() }
//
// A rejected move returns an error that wraps one of the package's
// sentinel errors (test with errors.Is) and names the rule and the input;
// it never changes anything. View(p) gives what player p may see, never
// another player's secret or the order of the bag. States and moves
// marshal to text and JSON and back exactly, so a saved game resumes
// with the same future draws.
//
// # Shared packages
//
// Package tiles has the pieces every game uses: tiles, symbols, tile
// distributions and a seeded, immutable bag. Package dictionary says which
// strings are words: bring any implementation of its one-method interface,
// or use the bundled lists (dictionary.Default for play, dictionary.Common
// for everyday words), both from permissively licensed sources.
//
// # Trademarks
//
// The game names are trademarks of their publishers. tilekit implements
// the rules only; it is not affiliated with or endorsed by them.
package tilekit
