package solver

import "github.com/tilekit/tilekit/wordle"

// The solver marks with package wordle's marking, on the letter codes its
// lists hold (wordle.ReadWord gives them). Its words are checked when
// they come in (normalize, checkHistory, Tree.Path), so the marking's
// own checks never refuse one here.

// codeFeedback marks guess against secret, code strings of one length.
func codeFeedback(secret, guess string) Pattern {
	p, _ := wordle.FeedbackCodes(secret, guess)
	return p
}

// codeOf is the Code of codeFeedback(secret, guess): a table cell.
func codeOf(secret, guess string) int { return codeFeedback(secret, guess).Code() }

// fromCode is the Pattern of n letters with code, which the caller took
// from a table of n-letter words.
func fromCode(n, code int) Pattern {
	p, _ := wordle.PatternFromCode(n, code)
	return p
}

// pow3 is 3 to the power n: the number of patterns of an n-letter word.
func pow3(n int) int {
	k := 1
	for range n {
		k *= 3
	}
	return k
}

// defaultTries is the rows of the standard game, what a zero
// Config.Tries means.
var defaultTries = wordle.DefaultRules().Tries
