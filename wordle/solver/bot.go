package wordle

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/memo"
	"github.com/tilekit/tilekit/wordle/solver"
)

// BotMove returns the move a computer player at level would send for
// seat now, deterministic from seed and the game so far (see the package
// doc's table of levels). It returns the zero Move and no error when seat
// may not move now (it waits). A guesser for whom no word the game knows
// fits the rows gives up. Levels below Easy play as Easy, above Expert as
// Expert.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if s.Over() || !slices.Contains(s.ToMove(), seat) {
		return Move{}, nil
	}
	level = min(max(level, tilekit.Easy), tilekit.Expert)
	// The randomness of one decision: from the seed, the game's length and
	// the seat, so two bots with one seed do not mirror each other.
	r := rand.New(rand.NewPCG(seed, uint64(s.history.Len())*MaxPlayers+uint64(seat)))
	if s.needsSecret(seat) {
		w, err := s.botSecret(level, r)
		if err != nil {
			return Move{}, err
		}
		return SetSecret(seat, s.rules.text(w)), nil
	}
	if level == tilekit.Expert {
		w, err := s.expertGuess(seat)
		return s.botGuess(seat, w, err)
	}
	steps, _ := s.steps(seat)
	fit, err := s.fitting(steps)
	if err != nil {
		return s.botGuess(seat, "", err)
	}
	switch level {
	case tilekit.Hard:
		return s.botGuess(seat, s.entropyGuess(seat, steps, fit), nil)
	case tilekit.Medium:
		return s.botGuess(seat, fit.widest(), nil)
	}
	return s.botGuess(seat, fit.pick(r), nil)
}

// botGuess turns a chosen word into the bot's move: the guess, or giving
// up when nothing fits.
func (s State) botGuess(seat int, w string, err error) (Move, error) {
	switch {
	case errors.Is(err, errors.ErrUnsupported):
		return GiveUp(seat), nil
	case err != nil:
		return Move{}, err
	}
	return Guess(seat, s.rules.text(w)), nil
}

// expertGuess is the Expert guesser's word: the bundled solver's Hint
// where the game's words are the solver's, else the Hard guesser's.
func (s State) expertGuess(seat int) (string, error) {
	steps, crossed := s.steps(seat)
	if sv, ok := s.solver(crossed); ok {
		if w, err := memoHint(sv, steps); err == nil && s.Validate(Guess(seat, w)) == nil {
			return w, nil
		}
	}
	fit, err := s.fitting(steps)
	if err != nil {
		return "", err
	}
	return s.entropyGuess(seat, steps, fit), nil
}

// hintMemo remembers the bundled solvers' Hints by mode, tries and
// history: the Expert guesser and host ask the same questions again and
// again, and a Hint is a pure function of them. It stops growing at
// maxHintMemo entries.
var hintMemo = memo.New[string, string](maxHintMemo)

const maxHintMemo = 1 << 16

// memoHint is sv.Hint(steps), remembered.
func memoHint(sv *solver.Solver, steps []Step) (string, error) {
	var b strings.Builder
	b.WriteByte(byte('0' + sv.Tries()))
	if sv.Hard() {
		b.WriteByte('h')
	}
	for _, st := range steps {
		b.WriteString(" " + st.Guess + st.Pattern.String())
	}
	key := b.String()
	if w, ok := hintMemo.Get(key); ok {
		return w, nil
	}
	w, err := sv.Hint(steps)
	if err != nil {
		return "", err
	}
	hintMemo.Put(key, w)
	return w, nil
}

// entropyGuess is the Hard guesser's word: of the common words (those
// hard mode allows, in hard mode), the one whose marking against the
// fitting words is the most uncertain (the highest entropy), so that its
// answer tells the most on average. Ties go to a fitting word, then to
// the earlier word. With one or two fitting words, or on the last row,
// it plays a fitting word.
func (s State) entropyGuess(seat int, steps []Step, fit fitSet) string {
	cands := slices.Collect(fit.words)
	if len(cands) <= 2 {
		return cands[0]
	}
	opening := len(steps) == 0 && fit.noun == "common word" && s.dict == nil && !s.customDict
	if opening {
		if w, ok := openers.Load(s.rules.WordLength); ok {
			return w.(string)
		}
	}
	rows := s.current().boards[seat].rows
	var pool []string
	switch {
	case len(rows)+1 >= s.rules.Tries:
		pool = cands // the last row: only a fitting word can still win
	case s.rules.Hard:
		pool = slices.DeleteFunc(s.commonPool(), func(w string) bool { return s.hardCheck(rows, w) != nil })
	default:
		pool = s.commonPool()
	}
	best := maxEntropy(pool, cands)
	if opening {
		openers.Store(s.rules.WordLength, best)
	}
	return best
}

// openers remembers the Hard guesser's first word by word length, for the
// bundled lists (the search over every common word takes a while). The
// five-letter one is known in advance (TestHardOpenerLong checks it).
var openers = func() *sync.Map {
	var m sync.Map
	m.Store(5, "TALES")
	return &m
}()

// commonPool returns the common words of the rules' length (the bundled
// common list of the rules' alphabet) that the game's dictionary
// accepts; in another alphabet than English whose common list the
// program lacks, or none of whose words the dictionary accepts, the
// dictionary's own words of that length (as far as it can list them).
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

// maxEntropy returns the guess of pool whose markings split cands the
// most evenly (the highest entropy); ties go to a word of cands, then to
// the earlier. An empty pool gives cands[0].
func maxEntropy(pool, cands []string) string {
	isCand := make(map[string]bool, len(cands))
	for _, c := range cands {
		isCand[c] = true
	}
	best, bestH, bestCand := cands[0], -1.0, false
	counts := make([]int32, patternCodes(len(cands[0])))
	var touched []int
	n := float64(len(cands))
	for _, g := range pool {
		touched = touched[:0]
		for _, c := range cands {
			p := codeFeedback(c, g)
			if counts[p.Code()] == 0 {
				touched = append(touched, p.Code())
			}
			counts[p.Code()]++
		}
		h := 0.0
		for _, code := range touched {
			q := float64(counts[code]) / n
			h -= q * math.Log2(q)
			counts[code] = 0
		}
		if h > bestH+1e-9 || h > bestH-1e-9 && isCand[g] && !bestCand {
			best, bestH, bestCand = g, h, isCand[g]
		}
	}
	return best
}

// patternCodes is the number of markings of an n-letter word (3^n).
func patternCodes(n int) int {
	k := 1
	for range n {
		k *= 3
	}
	return k
}

// Host levels: how many random suggestions a host weighs, and how it
// ranks them.
var hostSamples = [...]int{tilekit.Easy: 1, tilekit.Medium: 5, tilekit.Hard: 16, tilekit.Expert: 200}

// botSecret picks a secret. Easy takes a random suggestion; Medium, of a
// few random suggestions, the one with the most neighbours (words of the
// list that differ from it in one letter only: a secret such as LIGHT,
// one of many words that fit the same rows, costs guessers rows); Hard
// likewise of more; Expert, of many, among those with the most
// neighbours, the one the Expert guesser needs most guesses for.
func (s State) botSecret(level tilekit.Level, r *rand.Rand) (string, error) {
	list, err := s.suggestionList()
	if err != nil {
		return "", err
	}
	k := hostSamples[level]
	if k == 1 {
		return list[r.IntN(len(list))], nil
	}
	// Rank the sample by neighbours, the earlier word first among equals.
	type ranked struct {
		w       string
		n, deep int
	}
	sample := make([]ranked, k)
	for i := range sample {
		w := list[r.IntN(len(list))]
		sample[i] = ranked{w: w, n: neighbours(w, list)}
	}
	slices.SortStableFunc(sample, func(a, b ranked) int { return b.n - a.n })
	sv, ok := s.solver(0)
	if level < tilekit.Expert || !ok {
		return sample[0].w, nil
	}
	// Expert: of the words with the most neighbours, the one the Expert
	// guesser needs most guesses for.
	best := 0
	for i := range min(len(sample), expertDepthChecks) {
		sample[i].deep = solverDepth(sv, sample[i].w)
		if sample[i].deep > sample[best].deep {
			best = i
		}
	}
	return sample[best].w, nil
}

// expertDepthChecks is how many words of its sample the Expert host plays
// the Expert guesser against.
const expertDepthChecks = 16

// solverDepth returns how many guesses the Expert guesser (sv's Hints)
// needs for secret: sv.Tries()+1 when it does not find it.
func solverDepth(sv *solver.Solver, secret string) int {
	var steps []Step
	for i := 1; i <= sv.Tries(); i++ {
		w, err := memoHint(sv, steps)
		if err != nil {
			break
		}
		if w == secret {
			return i
		}
		p := codeFeedback(secret, w)
		steps = append(steps, Step{Guess: w, Pattern: p})
	}
	return sv.Tries() + 1
}

// neighbours counts the words of list that differ from w in exactly one
// place.
func neighbours(w string, list []string) int {
	k := 0
	for _, v := range list {
		if len(v) != len(w) {
			continue
		}
		diff := 0
		for i := range len(w) {
			if v[i] != w[i] {
				diff++
			}
		}
		if diff == 1 {
			k++
		}
	}
	return k
}
