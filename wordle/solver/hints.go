package wordle

import (
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"strconv"
	"sync"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/wordle/solver"
)

// A Hint is a suggested move for a seat: the move, its word (in Words)
// and a short note for the player ("12 answers still fit"). Score is 0
// for a guess (what a guess earns depends on the secret, which a hint
// never reveals) and the points giving up scores for a give-up.
type Hint = gamekit.HintOf[Move]

// MaxHints is the most hints Hints returns, whatever n asks for.
const MaxHints = 100

// Hints suggests up to n moves for seat, which may move now (a
// tilekit.Game's Hints checks that first), best first. The host still to
// choose the round's secret gets up to n words of the suggestion list
// (as Suggest gives them), each with the note "a secret you could set".
// A guesser gets the best next guess from what that guesser's own rows
// show (never from the secret), and then, when n allows, giving up:
//
//   - with five-letter words and the bundled dictionary, the solver's
//     Hint over the bundled lists (package wordle/solver; in hard mode, a
//     hard-mode solver), noting how many of its answers still fit ("12
//     answers still fit");
//   - otherwise, or when the secret is none of the solver's answers, the
//     common word that fits every row and tries the most letters that
//     fitting words share and the rows have not tested, noting how many
//     common words still fit (or, when no common word fits, the same
//     from the dictionary's own words, when it can list them). A game in
//     another alphabet than English takes its common words from the
//     list its language package bundles (dictionary.ForAlphabet), and
//     without that package its hints come from the dictionary's own
//     words.
//   - When no word the game knows fits the rows (a custom dictionary that
//     cannot list its words, say, or one not given back after decoding),
//     giving up is the only hint.
//
// So a guesser's list is never empty. A host's is empty only with an
// error: one wrapping errors.ErrUnsupported when no word passes the
// secret check, or ErrDetached for a decoded game whose dictionary or
// check has not been given back. n <= 0 gives an empty list, and a seat
// that may not move now an error wrapping ErrNotYourTurn (ErrGameOver
// once the game is over). Memory is bounded by MaxHints and the bundled
// solver's tables, never by the dictionary.
func (s State) Hints(seat, n int) ([]Hint, error) {
	if err := gamekit.CheckSeat(s, seat, Move{}, ""); err != nil || n <= 0 {
		return []Hint{}, err
	}
	if s.needsSecret(seat) {
		words, err := s.Suggest(min(n, MaxHints))
		if errors.Is(err, ErrNoSuggestions) {
			return []Hint{}, fmt.Errorf("%w: %w", errors.ErrUnsupported, err)
		}
		if err != nil {
			return []Hint{}, err
		}
		out := make([]Hint, len(words))
		for i, w := range words { // Suggest gives text
			out[i] = Hint{Move: SetSecret(seat, w), Words: []string{w}, Note: "a secret you could set"}
		}
		return out, nil
	}
	pts := s.giveUpPoints()
	giveUp := Hint{Move: GiveUp(seat), Score: pts, Words: []string{}, Note: "give up the round for " + pointCount(pts)}
	word, note, err := s.bestGuess(seat)
	switch {
	case errors.Is(err, errors.ErrUnsupported) || errors.Is(err, ErrDetached):
		return []Hint{giveUp}, nil
	case err != nil:
		return []Hint{}, err
	}
	word = s.rules.text(word)
	out := []Hint{{Move: Guess(seat, word), Words: []string{word}, Note: note}}
	if n > 1 {
		out = append(out, giveUp)
	}
	return out, nil
}

// bundledSolvers are the Solvers over the bundled five-letter lists, one
// per mode (normal, hard), built on first use. They share one feedback
// table (see solver.New).
var bundledSolvers = [2]func() (*solver.Solver, error){
	sync.OnceValues(func() (*solver.Solver, error) { return solver.New(solver.Config{}) }),
	sync.OnceValues(func() (*solver.Solver, error) { return solver.New(solver.Config{Hard: true}) }),
}

// solver returns the bundled Solver for s's mode, set to the rows a
// guesser has once crossed-out rows are taken away, when s plays
// five-letter words with the bundled dictionary.
func (s State) solver(crossed int) (*solver.Solver, bool) {
	if s.rules.WordLength != 5 || s.dict != nil || s.customDict {
		return nil, false
	}
	mode := 0
	if s.rules.Hard {
		mode = 1
	}
	base, err := bundledSolvers[mode]()
	if err != nil {
		return nil, false
	}
	return base.WithTries(s.rules.Tries - crossed), true
}

// steps returns seat's rows of the current round as a Solver history
// (crossed-out rows left out) and the number of crossed-out rows.
func (s State) steps(seat int) ([]Step, int) {
	var steps []Step
	crossed := 0
	for _, rw := range s.current().boards[seat].rows {
		if rw.word == "" {
			crossed++
			continue
		}
		steps = append(steps, Step{Guess: rw.word, Pattern: rw.pat})
	}
	return steps, crossed
}

// bestGuess returns the guess Hints offers seat, with its note.
func (s State) bestGuess(seat int) (word, note string, err error) {
	steps, crossed := s.steps(seat)
	if sv, ok := s.solver(crossed); ok {
		if w, err := sv.Hint(steps); err == nil && s.Validate(Guess(seat, w)) == nil {
			cands, _ := sv.Candidates(steps)
			return w, fitNote(len(cands), "answer"), nil
		}
	}
	fit, err := s.fitting(steps)
	if err != nil {
		return "", "", err
	}
	return fit.widest(), fitNote(fit.n, fit.noun), nil
}

// fitNote says "12 answers still fit", "1 answer still fits".
func fitNote(n int, noun string) string {
	if n == 1 {
		return "1 " + noun + " still fits"
	}
	return strconv.Itoa(n) + " " + noun + "s still fit"
}

// fits reports whether w could be the secret after steps.
func fits(w string, steps []Step) bool {
	for _, st := range steps {
		if len(w) != len(st.Guess) || codeFeedback(w, st.Guess) != st.Pattern {
			return false
		}
	}
	return true
}

// fitSet is the words that fit a guesser's rows, as a sequence walked
// again for each question (it is never stored: memory stays small
// whatever the dictionary's size).
type fitSet struct {
	words iter.Seq[string] // the fitting words
	n     int              // how many
	noun  string           // what they are: "common word" or "word"
	steps []Step
}

// fitting returns the common words of the rules' length that the game's
// dictionary accepts and that fit steps, or, when there are none, the
// dictionary's own fitting words when it can list them. When nothing
// fits, the error wraps errors.ErrUnsupported.
func (s State) fitting(steps []Step) (fitSet, error) {
	d := s.Dictionary()
	if d == nil {
		return fitSet{}, fmt.Errorf("wordle: %w: the game's dictionary must be given back before it can suggest words", ErrDetached)
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
			return fitSet{words: common, n: k, noun: "common word", steps: steps}, nil
		}
	}
	if own, ok := dictionary.WordsOfLength(d, n); ok {
		seq := filter(own, false)
		if k := count(seq); k > 0 {
			return fitSet{words: seq, n: k, noun: "word", steps: steps}, nil
		}
	}
	return fitSet{}, fmt.Errorf("wordle: %w: no word the game knows fits these rows", errors.ErrUnsupported)
}

// widest returns the fitting word that tries the most letters the rows
// have not tested yet, each weighed by how many fitting words have it:
// the word whose answer tells the most. Ties go to the earlier word.
func (f fitSet) widest() string {
	var tested [letterSlots]bool
	for _, st := range f.steps {
		for i := range len(st.Guess) {
			tested[st.Guess[i]-'A'] = true
		}
	}
	var freq [letterSlots]int
	for w := range f.words {
		for _, l := range letterSet(w) {
			freq[l]++
		}
	}
	best, bestScore := "", -1
	for w := range f.words {
		score := 0
		for _, l := range letterSet(w) {
			if !tested[l] {
				score += freq[l]
			}
		}
		if score > bestScore {
			best, bestScore = w, score
		}
	}
	return best
}

// pick returns a fitting word chosen with r.
func (f fitSet) pick(r *rand.Rand) string {
	i := r.IntN(f.n)
	for w := range f.words {
		if i == 0 {
			return w
		}
		i--
	}
	return ""
}

// letterSet returns the distinct letters of a code string, as letter
// indexes (0..25 in English).
func letterSet(w string) []int {
	var seen [letterSlots]bool
	out := make([]int, 0, len(w))
	for i := range len(w) {
		l := int(w[i] - 'A')
		if !seen[l] {
			seen[l] = true
			out = append(out, l)
		}
	}
	return out
}
