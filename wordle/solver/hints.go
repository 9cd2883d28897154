package solver

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/rand/v2"
	"strconv"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/lazy"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// A Hint is a suggested move for a seat of a Wordle game: the move, its
// word (in Words) and a short note for the player ("12 answers still
// fit"). Score is 0 for a guess (what a guess earns depends on the
// secret, which a hint never reveals) and the points giving up scores
// for a give-up.
type Hint = gamekit.HintOf[wordle.Move]

// MaxHints is the most hints Hints returns, whatever n asks for.
const MaxHints = 100

// Hints suggests up to n moves for seat of game s, which may move now (a
// tilekit.Game's Hints checks that first), best first. The host still to
// choose the round's secret gets up to n words of the suggestion list
// (as State.Suggest gives them), each with the note "a secret you could
// set". A guesser gets the best next guess from what that guesser's own
// rows show (never from the secret), and then, when n allows, giving up:
//
//   - with five-letter words and the bundled dictionary, the Hint of a
//     Solver over the bundled lists (in hard mode, a hard-mode Solver),
//     noting how many of its answers still fit ("12 answers still fit");
//   - otherwise, or when the secret is none of the solver's answers, the
//     word of State.Fitting that tries the most letters that fitting
//     words share and the rows have not tested, noting how many words
//     still fit ("3 common words still fit", or "words" when they are
//     the dictionary's own).
//   - When no word the game knows fits the rows (a custom dictionary that
//     cannot list its words, say, or one not given back after decoding),
//     giving up is the only hint.
//
// So a guesser's list is never empty. A host's is empty only with an
// error: one wrapping errors.ErrUnsupported when no word passes the
// secret check, or wordle.ErrDetached for a decoded game whose
// dictionary or check has not been given back. n <= 0 gives an empty
// list, and a seat that may not move now an error wrapping
// wordle.ErrNotYourTurn (wordle.ErrGameOver once the game is over).
// Memory is bounded by MaxHints and the bundled solver's tables, never
// by the dictionary. It is what tilekit.Game's Hints calls for a Wordle
// game once this package is imported, through HintsContext: Hints is
// HintsContext with context.Background().
func Hints(s wordle.State, seat, n int) ([]Hint, error) {
	return HintsContext(context.Background(), s, seat, n)
}

// HintsContext is Hints under ctx, for a server that must be able to
// drop a request while a guesser's hint searches (the bundled solver's
// estimate and exact search take up to a few seconds, and a process's
// first hint waits for the solver's tables): the searches look at ctx
// about every millisecond, as BotMoveContext's do, the wait for the
// tables stops at once, and the pass over the fitting words looks at
// it every few thousand words, so once ctx is done the call returns
// within a few milliseconds with no hints and an error wrapping
// ctx.Err(). It never returns hints that ctx cut short: hints it
// returns are the ones Hints returns. A nil ctx is never done.
func HintsContext(ctx context.Context, s wordle.State, seat, n int) ([]Hint, error) {
	return gamekit.HintsUnder(ctx, s.Name(seat), func(ctx context.Context) ([]Hint, error) {
		return hints(ctx, s, seat, n)
	})
}

// hints is HintsContext's list, which ctx may have cut short.
func hints(ctx context.Context, s wordle.State, seat, n int) ([]Hint, error) {
	if err := gamekit.CheckSeat(s, seat, wordle.Move{}, ""); err != nil || n <= 0 {
		return []Hint{}, err
	}
	if needsSecret(s, seat) {
		words, err := s.Suggest(min(n, MaxHints))
		if errors.Is(err, wordle.ErrNoSuggestions) {
			return []Hint{}, fmt.Errorf("%w: %w", errors.ErrUnsupported, err)
		}
		if err != nil {
			return []Hint{}, err
		}
		out := make([]Hint, len(words))
		for i, w := range words { // Suggest gives text
			out[i] = Hint{Move: wordle.SetSecret(seat, w), Words: []string{w}, Note: "a secret you could set"}
		}
		return out, nil
	}
	giveUp := wordle.GiveUp(seat)
	pv, err := s.Preview(seat, giveUp)
	if err != nil {
		return []Hint{}, err
	}
	giveUpHint := Hint{Move: giveUp, Score: pv.Total, Words: []string{}, Note: "give up the round for " + pointCount(pv.Total)}
	g := seatOf(s, seat)
	word, note, err := g.bestGuess(ctx)
	switch {
	case errors.Is(err, errors.ErrUnsupported) || errors.Is(err, wordle.ErrDetached):
		return []Hint{giveUpHint}, nil
	case err != nil:
		return []Hint{}, err
	}
	word = g.text(word)
	out := []Hint{{Move: wordle.Guess(seat, word), Words: []string{word}, Note: note}}
	if n > 1 {
		out = append(out, giveUpHint)
	}
	return out, nil
}

// pointCount says "1 point", "7 points".
func pointCount(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// bundledSolvers are the Solvers over the bundled five-letter lists, one
// per mode (normal, hard), built on first use, on a goroutine of their
// own. They share one feedback table (see New).
var bundledSolvers = [2]*lazy.Value[builtSolver]{
	lazy.New(func() builtSolver { return newBuilt(Config{}) }),
	lazy.New(func() builtSolver { return newBuilt(Config{Hard: true}) }),
}

// builtSolver is what New made of one of bundledSolvers' configurations.
type builtSolver struct {
	sv  *Solver
	err error
}

func newBuilt(c Config) builtSolver {
	sv, err := New(c)
	return builtSolver{sv, err}
}

// bundledFor returns the bundled Solver for s's mode, set to the rows a
// guesser has once crossed-out rows are taken away, when s plays
// five-letter words with the bundled dictionary (ok false otherwise, or
// when the tables cannot be built). The first call of a process builds
// the tables (BenchmarkNewSolver); bundledFor waits for them only while
// ctx is not done, and then returns an error wrapping ctx.Err() (the
// build goes on, for the next caller).
func bundledFor(ctx context.Context, s wordle.State, crossed int) (sv *Solver, ok bool, err error) {
	rules := s.Rules()
	if rules.WordLength != 5 || s.Dictionary() != dictionary.Default() {
		return nil, false, nil
	}
	mode := 0
	if rules.Hard {
		mode = 1
	}
	b, err := bundledSolvers[mode].Wait(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("wordle: stopped waiting for the solver's tables: %w", err)
	}
	if b.err != nil {
		return nil, false, nil
	}
	return b.sv.WithTries(rules.Tries - crossed), true, nil
}

// bestGuess returns the guess (letter codes) Hints offers, with its
// note. Once ctx is done it returns an error wrapping ctx.Err().
func (g guesser) bestGuess(ctx context.Context) (word, note string, err error) {
	sv, ok, err := bundledFor(ctx, g.s, g.rows-len(g.steps))
	if err != nil {
		return "", "", err
	}
	if ok {
		w, err := sv.hintContext(ctx, g.steps)
		if ctx.Err() != nil {
			return "", "", stopped(ctx, err)
		}
		if err == nil && g.s.Validate(wordle.Guess(g.seat, w)) == nil {
			cands, _ := sv.Candidates(g.steps)
			return w, fitNote(len(cands), "answer"), nil
		}
	}
	fit, err := g.fitting()
	if err != nil {
		return "", "", err
	}
	noun := "word"
	if fit.common {
		noun = "common word"
	}
	w := fit.widest(ctx)
	if ctx.Err() != nil {
		return "", "", stopped(ctx, nil)
	}
	return w, fitNote(fit.n, noun), nil
}

// stopped is the error of a hint's search that ctx, now done, stopped:
// err when it already wraps ctx's error, else one that does.
func stopped(ctx context.Context, err error) error {
	if err != nil && errors.Is(err, ctx.Err()) {
		return err
	}
	return fmt.Errorf("wordle: the hint's search was stopped: %w", ctx.Err())
}

// fitNote says "12 answers still fit", "1 answer still fits".
func fitNote(n int, noun string) string {
	if n == 1 {
		return "1 " + noun + " still fits"
	}
	return strconv.Itoa(n) + " " + noun + "s still fit"
}

// fitSet is the words that fit a guesser's rows (wordle.State.Fitting),
// as letter codes, as a sequence walked again for each question (it is
// never stored: memory stays small whatever the dictionary's size).
type fitSet struct {
	words  iter.Seq[string] // the fitting words
	n      int              // how many
	common bool             // they are common words
	steps  []Step
}

// fitting returns the words that fit g's rows; when nothing fits, the
// error wraps errors.ErrUnsupported.
func (g guesser) fitting() (fitSet, error) {
	f, err := g.s.Fitting(g.seat)
	if err != nil {
		return fitSet{}, err
	}
	words := f.Words
	if g.alpha != nil {
		words = func(yield func(string) bool) {
			for w := range f.Words {
				if !yield(g.codes(w)) {
					return
				}
			}
		}
	}
	return fitSet{words: words, n: f.Count, common: f.Common, steps: g.steps}, nil
}

// widest returns the fitting word that tries the most letters the rows
// have not tested yet, each weighed by how many fitting words have it:
// the word whose answer tells the most. Ties go to the earlier word. It
// looks at ctx every widestLook words, and once ctx is done it stops and
// returns what it has (which its caller must not use).
func (f fitSet) widest(ctx context.Context) string {
	var tested [letterSlots]bool
	for _, st := range f.steps {
		for i := range len(st.Guess) {
			tested[st.Guess[i]-'A'] = true
		}
	}
	var freq [letterSlots]int
	seen := 0
	for w := range f.words {
		if seen++; seen%widestLook == 0 && ctx.Err() != nil {
			return ""
		}
		for _, l := range letterSet(w) {
			freq[l]++
		}
	}
	best, bestScore := "", -1
	for w := range f.words {
		if seen++; seen%widestLook == 0 && ctx.Err() != nil {
			return ""
		}
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

// widestLook is how many words widest passes between looks at its
// context: a few tenths of a millisecond of work.
const widestLook = 1 << 12

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

// letterSlots is the size of a table indexed by a letter's index.
const letterSlots = tiles.MaxLetters

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
