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
// wordle.Step), so a game's history is a solver's history:
// wordle.Board.Steps gives it for a player's View. The command
// examples/wordle-solve plays every answer of a list with it.
//
// The exact search is internal to the package: a depth-first search with
// memo tables, lower bounds and cores of lost answers (exact*.go).
package solver
