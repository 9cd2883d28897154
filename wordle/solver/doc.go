// Package solver answers questions about a Wordle word list: which
// answers are still possible after a history of guesses, what to guess
// next, and the best decision tree.
//
// A Solver, built once with New over an answer list and a guess list (the
// bundled five-letter lists by default, hard mode optional), holds the
// feedback of every guess against every answer. Candidates lists the
// answers still possible after a history of Steps, Hint proposes the next
// guess, Plan builds the heuristic's whole strategy and Exact searches for
// the decision tree with the fewest answers lost, then the fewest total
// guesses, then the shallowest worst case. A Tree answers for every
// answer: Path, Depths, Lost, Summary.
//
// Config.Alphabet makes a Solver over words of any tiles.Alphabet (Spanish
// with Ñ, German with Ä, Ö and Ü, alphabets with letters of several
// characters): the caller gives the lists, words are read and written in
// the alphabet, and the marking is per letter. English is the default.
//
// Steps and Patterns are the wordle package's own types (solver.Step is
// wordle.Step), and the solver marks with wordle.AppendFeedbackCodes, so
// a game's history is a solver's history:
// wordle.Board.Steps gives it for a player's View. The command
// examples/wordle-solve plays every answer of a list with it.
//
// # Computer players and hints
//
// The package is Wordle's engine: its init gives the registry's "wordle"
// kind its bots and hints (gamekit.RegisterEngine), so a program that
// imports it, or package all, gets Kind.Bot and Game.Hints for Wordle;
// package wordle, the rules, never imports it. BotMove plays a seat of a
// wordle.State and Hints suggests moves, reading the game through what
// the rules list (State.Fitting, State.CommonWords, State.Suggestions).
// A bot is deterministic from its seed and the game so far, and its work
// is bounded by counts, never by a clock. The levels, each with its
// work bound and the CPU time of its worst moves on a 2-core machine
// (BenchmarkBotMove times the typical ones: go test -run '^$' -bench
// BotMove ./wordle/solver):
//
//	level   guesser                                   host
//	Easy    a random common word that fits its rows   a random suggestion
//	        (2 passes over the common list: 0.3 ms,   (one draw: 12 µs)
//	        7 ms in Spanish with 7 letters)
//	Medium  the fitting common word that tries the    of 5 random suggestions, the one
//	        most untested letters shared by fitting   with the most neighbours (words
//	        words (3 passes: 0.5 ms, 13 ms in         one letter away; 5 passes over
//	        Spanish with 7 letters)                   the list: 45 µs)
//	Hard    the common word whose marking splits the  as Medium, of 16 (0.1 ms)
//	        fitting words most evenly (the highest
//	        entropy; in hard mode, of the words it
//	        allows): common words x fitting words
//	        markings, 3.6 ms after one row in hard
//	        mode, 0.16 s after a row that tells
//	        little (IMMIX); the first row takes 1.6 s
//	        with 8 letters, stored for the bundled
//	        dictionary, every time with a caller's
//	        (a caller's list of 12,578 words in an
//	        alphabet without a common list: 2.8 s)
//	Expert  the Hint of a Solver over the bundled     of 200 random suggestions, among
//	        lists (one Hint, remembered: the          the 16 with the most neighbours,
//	        estimate takes BenchmarkHintOpening's     the one the Expert guesser needs
//	        25-60 ms, the exact search of at most     most guesses for (200 passes and
//	        30 answers up to 2.4 s: ETHOS after       at most 16 x Tries Hints,
//	        MAMMA and TRIES), else as Hard            remembered: 13 ms; 0.5 s when
//	                                                  none is remembered yet)
//
// The first Expert move of a process also builds the bundled tables
// (BenchmarkNewSolver: under a second). Since moves can take seconds,
// BotMoveContext (what the registry's bots call) stops a move once its
// context is done: the Hard guesser's markings, the Expert guesser's
// estimate and exact search and the Expert host's games look at the
// context about every millisecond, and the wait for the tables stops
// at once; a stopped move returns within a few milliseconds, with an
// error and no move (TestBotMoveContextStops). The Hints remembered are
// capped at 65536. A guesser for whom no word the game knows fits its
// rows gives up; a host with no word to set, or a game decoded without its
// dictionary, is an error, never a silent pass. In a game of two each
// player hosts once and guesses the other's word; over 200 seeded
// two-seat games of the default rules (TestLadderLong), each level takes
// at least 60% of the points from the one below it. Where the solver
// does not serve the game (other word lengths, a caller's dictionary)
// Expert guesses as Hard and hosts with the most neighbours of its 200.
// On its last row every guesser plays a fitting word.
//
// The exact search is internal to the package: a depth-first search with
// memo tables, lower bounds and cores of lost answers (exact*.go).
package solver
