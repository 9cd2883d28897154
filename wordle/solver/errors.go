package solver

import "errors"

// Errors of the solver engine.
var (
	// ErrBadWordList: an answer or guess list is empty, or its words are
	// not all letters of one length.
	ErrBadWordList = errors.New("invalid word list")
	// ErrNoCandidates: no answer is consistent with the history.
	ErrNoCandidates = errors.New("no answer fits the history")
	// ErrUnknownWord: a word the solver was asked about is not in its
	// answer list (for Tree.Path) or guess list (for a first guess).
	ErrUnknownWord = errors.New("word not in the solver's lists")
)
