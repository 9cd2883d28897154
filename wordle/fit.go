package wordle

import (
	"errors"
	"fmt"
	"iter"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
)

// The word lists hints and bots choose from. Listing the words that fit
// a guesser's rows is data the rules have (the same test marks every
// guess); which of them to play is the engines' choice, in package
// wordle/solver.

// A Fit is the words that could still be a guesser's secret as far as
// that guesser's own rows of the round show: what hints and bots choose
// from. It holds no words: Words reads the word list again each time it
// is walked, so its memory stays small whatever the dictionary's size.
type Fit struct {
	// Words yields the fitting words, each once, in the notation of the
	// rules' alphabet and in the order of the list they come from.
	Words iter.Seq[string]
	// Count is how many words Words yields (at least one).
	Count int
	// Common reports that the words come from the bundled common list of
	// the rules' alphabet (dictionary.Common in English) and that the
	// game's dictionary accepts each of them; false means no common word
	// fits and the words are the dictionary's own.
	Common bool
}

// Fitting returns the words that fit every row guesser seat has played
// in the current round (rows crossed out by the timer say nothing): the
// common words of the rules' length that the game's dictionary accepts,
// or, when none fits, the dictionary's own fitting words when it can
// list them (dictionary.WordsOfLength). A game in another alphabet than
// English takes its common words from the list its language package
// bundles (dictionary.ForAlphabet) when the program imports it.
//
// It fails with an error wrapping ErrUnknownPlayer for a seat not at the
// table, ErrDetached for a decoded game whose dictionary has not been
// given back, and errors.ErrUnsupported when no word the game knows fits
// (a dictionary that cannot list its words, say).
func (s State) Fitting(seat int) (Fit, error) {
	if seat < 0 || seat >= s.players || len(s.rounds) == 0 {
		return Fit{}, fmt.Errorf("wordle: %w: seat %d is not at the table (%s)", ErrUnknownPlayer, seat, playerCount(s.players))
	}
	f, err := s.fitting(s.codeSteps(seat))
	if err != nil {
		return Fit{}, err
	}
	words := f.words
	if !s.rules.english() {
		words = func(yield func(string) bool) {
			for w := range f.words {
				if !yield(s.rules.text(w)) {
					return
				}
			}
		}
	}
	return Fit{Words: words, Count: f.n, Common: f.common}, nil
}

// codeSteps returns seat's rows of the current round as Steps of letter
// codes, crossed-out rows left out.
func (s State) codeSteps(seat int) []Step {
	var steps []Step
	for _, rw := range s.current().boards[seat].rows {
		if rw.word != "" {
			steps = append(steps, Step{Guess: rw.word, Pattern: rw.pat})
		}
	}
	return steps
}

// CommonWords returns the common words of the rules' length (the bundled
// common list of the rules' alphabet) that the game's dictionary
// accepts, in the notation of the rules' alphabet and the list's order:
// the words a guesser who knows nothing yet might try. In another
// alphabet than English whose common list the program lacks, or none of
// whose words the dictionary accepts, they are the dictionary's own
// words of that length (as far as it can list them). The slice is the
// caller's; it is empty for a decoded game whose dictionary has not been
// given back.
func (s State) CommonWords() []string {
	if s.Dictionary() == nil || len(s.rounds) == 0 {
		return []string{}
	}
	out := s.commonPool()
	if !s.rules.english() {
		for i, w := range out {
			out[i] = s.rules.text(w)
		}
	}
	return out
}

// Suggestions returns the game's whole suggestion list: the words its
// host may set as the secret, as the package function Suggestions gives
// them for the game's rules and dictionary (and its own secret check),
// in alphabetical order. Suggest draws a few of them. It fails with
// ErrDetached for a decoded game whose dictionary or secret check has
// not been given back, and with ErrNoSuggestions when no word passes the
// secret check.
func (s State) Suggestions() ([]string, error) {
	list, err := s.suggestionList()
	if err != nil {
		return nil, err
	}
	out := make([]string, len(list))
	for i, w := range list {
		out[i] = s.rules.text(w)
	}
	return out, nil
}

// Moves returns the number of moves applied since New: the length of
// History, without copying it.
func (s State) Moves() int { return s.history.Len() }

// fits reports whether w could be the secret after steps.
func fits(w string, steps []Step) bool {
	for _, st := range steps {
		if len(w) != len(st.Guess) || codeFeedback(w, st.Guess) != st.Pattern {
			return false
		}
	}
	return true
}

// fitSet is the words that fit a guesser's rows, as letter codes, as a
// sequence walked again for each question (it is never stored).
type fitSet struct {
	words  iter.Seq[string] // the fitting words
	n      int              // how many
	common bool             // they are common words
}

// fitting returns the common words of the rules' length that the game's
// dictionary accepts and that fit steps, or, when there are none, the
// dictionary's own fitting words when it can list them. When nothing
// fits, the error wraps errors.ErrUnsupported.
func (s State) fitting(steps []Step) (fitSet, error) {
	d := s.Dictionary()
	if d == nil {
		return fitSet{}, fmt.Errorf("wordle: %w: the game's dictionary must be given back before it can list words", ErrDetached)
	}
	n := s.rules.WordLength
	filter := func(src iter.Seq[string], inDict bool) iter.Seq[string] {
		return func(yield func(string) bool) {
			for t := range src {
				w, ok := s.rules.codesOf(t, n)
				if ok && fits(w, steps) && (!inDict || s.rules.inDict(d, w)) && !yield(w) {
					return
				}
			}
		}
	}
	count := func(seq iter.Seq[string]) int {
		k := 0
		for range seq {
			k++
		}
		return k
	}
	if list := s.rules.commonList(); list != nil {
		common := filter(list.WordsOfLength(n), true)
		if k := count(common); k > 0 {
			return fitSet{words: common, n: k, common: true}, nil
		}
	}
	if own, ok := dictionary.WordsOfLength(d, n); ok {
		seq := filter(own, false)
		if k := count(seq); k > 0 {
			return fitSet{words: seq, n: k}, nil
		}
	}
	return fitSet{}, fmt.Errorf("wordle: %w: no word the game knows fits these rows", errors.ErrUnsupported)
}

// commonPool returns the common words of the rules' length (the bundled
// common list of the rules' alphabet) that the game's dictionary
// accepts, as letter codes; in another alphabet than English whose
// common list the program lacks, or none of whose words the dictionary
// accepts, the dictionary's own words of that length (as far as it can
// list them).
func (s State) commonPool() []string {
	d, n := s.Dictionary(), s.rules.WordLength
	var out []string
	if common := s.rules.commonList(); common != nil {
		for t := range common.WordsOfLength(n) {
			if w, ok := s.rules.codesOf(t, n); ok && s.rules.inDict(d, w) {
				out = append(out, w)
			}
		}
	}
	if len(out) == 0 && !s.rules.english() {
		return slices.Clone(s.guessWords())
	}
	return out
}
