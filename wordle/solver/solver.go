package solver

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// A Step is one row of a player's history: a guess and the feedback it
// got. It is wordle.Step (the same type), so a game's history is a
// solver's history.
type Step = wordle.Step

// A Pattern is the feedback for one guess: a mark per letter. It is
// wordle.Pattern (the same type).
type Pattern = wordle.Pattern

// Config chooses the word lists and the mode of a Solver.
type Config struct {
	// Answers are the possible secrets. Nil means the five-letter words of
	// dictionary.CommonList().
	Answers []string
	// Guesses are the words the solver may play. Nil means the words of
	// the answers' length in dictionary.DefaultList(); an empty, non-nil
	// list means the answers alone. Answers missing from this list are
	// added to it (Solver.Added names them).
	Guesses []string
	// Hard makes the solver play hard mode: every guess keeps earlier
	// greens in place and uses every revealed letter at least as often as
	// one row revealed it.
	Hard bool
	// Openers is how many first guesses, the heuristic's best, Solver.Exact
	// solves first when it is not given one; on a small list it then
	// searches every other opener too (see Exact). Zero means 3.
	Openers int
	// Alphabet is the alphabet the words are spelled in; nil means
	// English (A–Z). In another alphabet, the lists are read as the
	// alphabet reads text (greedily, any case, folds such as Spanish Á to
	// A and German ß to SS, [CH] for one letter), a word's length counts
	// its letters, the marking is per letter, and every word the Solver
	// returns is written in the alphabet's notation (upper case, letters
	// of several characters in brackets). Answers must then be given:
	// the bundled lists are English. At most tiles.MaxLetters letters.
	Alphabet *tiles.Alphabet
	// Tries is the number of guesses a round allows, 1 to wordle.MaxTries; zero
	// means the game's 6. An answer the solver's tree finds only after
	// more guesses than this is lost: Exact and Plan first make as few
	// answers lost as they can, then as few guesses as they can in total,
	// then as few as they can in the worst case (Tree.Lost names the lost
	// answers). Hint plays the same way for the tries a history leaves.
	Tries int
}

// A Solver answers questions about a word list: which answers are still
// possible, what to guess next, and the best decision tree. It holds a
// table of the feedback of every guess against every answer, built once
// by New; after that all methods are safe for concurrent use and
// never change the Solver.
type Solver struct {
	ix      engine
	hard    bool
	openers int
	tries   int
}

// engine is the part of a Solver that depends on the table's cell type:
// one byte per cell for words of up to five letters (3^5 = 243 patterns),
// two bytes for longer words.
type engine interface {
	base() *lists
	choose(ctx context.Context, cands, allowed []int32, hard bool, tries int) (int32, error)
	heuristicTree(first int32, hard bool, tries int) *Tree
	exactTree(first int32, hard bool, openers, tries int) *Tree
	pattern(g, a int32) int
}

// lists is what every table shares: the word lists and their indexes.
type lists struct {
	alpha    *tiles.Alphabet // nil: English
	nl       int             // letters in the alphabet (26 for English)
	n        int             // word length
	npat     int             // 3^n
	answers  []string        // letter codes (upper case in English), in list order
	guesses  []string        // letter codes; answers missing from the guess list at the end
	added    []string        // those missing answers
	guessOf  []int32         // guess index of each answer
	answerOf []int32         // answer index of each guess, or -1
	byWord   map[string]int32
	hash     []uint64  // a random 64-bit key per guess, for subset hashes
	fcost    []float64 // heuristic cost of finishing a part of size s
	masks    func() *clueMasks
}

// clueMasks are bit sets over the guesses for hard mode's clues: at[p*nl+l]
// holds the guesses with letter l at position p (nl letters in the
// alphabet), least[l*wordle.MaxPatternLen+c-1]
// those with c or more of letter l. A clue's guesses are the intersection
// of a few of them (tree.go's narrow).
type clueMasks struct {
	at, least [][]uint64
}

func buildMasks(guesses []string, nl, n int) *clueMasks {
	words := (len(guesses) + 63) / 64
	m := &clueMasks{at: make([][]uint64, n*nl), least: make([][]uint64, nl*wordle.MaxPatternLen)}
	for i := range m.at {
		m.at[i] = make([]uint64, words)
	}
	for i := range m.least {
		m.least[i] = make([]uint64, words)
	}
	for g, word := range guesses {
		bit := uint64(1) << (g & 63)
		var count [tiles.MaxLetters]uint8
		for p := range len(word) {
			l := int(word[p] - 'A')
			m.at[p*nl+l][g>>6] |= bit
			m.least[l*wordle.MaxPatternLen+int(count[l])][g>>6] |= bit
			count[l]++
		}
	}
	return m
}

// allowedGuesses yields the guesses of allowed, or every guess when
// allowed is nil (as the searches pass "no restriction").
func (w *lists) allowedGuesses(allowed []int32) iter.Seq[int32] {
	return func(yield func(int32) bool) {
		if allowed != nil {
			for _, g := range allowed {
				if !yield(g) {
					return
				}
			}
			return
		}
		for g := range w.guesses {
			if !yield(int32(g)) {
				return
			}
		}
	}
}

// index is the feedback table: cell [g*len(answers)+a] is the pattern
// code of guess g against answer a.
type index[C uint8 | uint16] struct {
	lists
	table []C
}

var defaultEngine = sync.OnceValues(func() (engine, error) {
	return buildEngine(nil, nil, nil)
})

// New builds a Solver over the configured lists. It computes the
// feedback table in parallel on all CPUs: about 43 million cells (43 MB)
// for the bundled five-letter lists, built in well under a second. The
// table of the bundled lists is built once per process and shared by every
// Solver that uses them. Lists whose table would have more than
// MaxCells cells are refused with ErrBadWordList before it is
// built.
func New(cfg Config) (*Solver, error) {
	tries := cfg.Tries
	switch {
	case tries == 0:
		tries = defaultTries
	case tries < 1 || tries > wordle.MaxTries:
		return nil, fmt.Errorf("wordle: solver: %w: %d tries is not 1–%d", tilekit.ErrBadRules, tries, wordle.MaxTries)
	}
	alpha := cfg.Alphabet
	if alpha == tiles.English() {
		alpha = nil
	}
	var core engine
	var err error
	switch {
	case cfg.Answers == nil && alpha != nil:
		err = fmt.Errorf("wordle: solver: the %s alphabet needs its answers (the bundled lists are English): %w", alpha.Name(), ErrBadWordList)
	case cfg.Answers == nil && cfg.Guesses == nil:
		core, err = defaultEngine()
	default:
		core, err = buildEngine(alpha, cfg.Answers, cfg.Guesses)
	}
	if err != nil {
		return nil, err
	}
	openers := cfg.Openers
	if openers <= 0 {
		openers = 3
	}
	return &Solver{ix: core, hard: cfg.Hard, openers: openers, tries: tries}, nil
}

// normalize turns a word list into letter codes of alphabet a (nil:
// English, upper case), checks every word has n letters (n = 0: take the
// first word's length) and drops repeats.
func normalize(a *tiles.Alphabet, what string, words []string, n int) ([]string, int, error) {
	out := make([]string, 0, len(words))
	seen := make(map[string]bool, len(words))
	for i, w := range words {
		u, err := codesOf(a, w)
		if err != nil {
			return nil, 0, fmt.Errorf("wordle: %s word %d: %s: %w: %w", what, i+1, err, ErrBadWordList, wordle.ErrNotLetters)
		}
		if n == 0 {
			n = len(u)
			if n < 1 || n > wordle.MaxPatternLen {
				return nil, 0, fmt.Errorf("wordle: %s word %d %s: %d letters, want 1 to %d: %w: %w", what, i+1, notation.Quote(w), n, wordle.MaxPatternLen, ErrBadWordList, wordle.ErrWrongLength)
			}
		}
		if len(u) != n {
			return nil, 0, fmt.Errorf("wordle: %s word %d %s: %d letters, want %d: %w: %w", what, i+1, notation.Quote(w), len(u), n, ErrBadWordList, wordle.ErrWrongLength)
		}
		if !seen[u] {
			seen[u] = true
			out = append(out, u)
		}
	}
	if len(out) == 0 {
		return nil, 0, fmt.Errorf("wordle: no %s: %w", what, ErrBadWordList)
	}
	return out, n, nil
}

func buildEngine(alpha *tiles.Alphabet, answers, guesses []string) (engine, error) {
	if answers == nil {
		if seq, ok := dictionary.WordsOfLength(dictionary.CommonList(), 5); ok {
			for w := range seq {
				answers = append(answers, w)
			}
		}
	}
	as, n, err := normalize(alpha, "answers", answers, 0)
	if err != nil {
		return nil, err
	}
	if guesses == nil {
		if seq, ok := dictionary.WordsOfLength(dictionary.DefaultList(), n); ok {
			for w := range seq {
				guesses = append(guesses, w)
			}
		}
	}
	gs, _, err := normalize(alpha, "guesses", guesses, n)
	if err != nil && !(len(guesses) == 0 && errors.Is(err, ErrBadWordList)) {
		return nil, err
	}
	if ng := guessCount(as, gs); len(as) > MaxCells/ng {
		return nil, fmt.Errorf("wordle: solver: %d answers and %d guesses need a table of %d cells, more than the limit of %d: %w",
			len(as), ng, len(as)*ng, MaxCells, ErrBadWordList)
	}
	w := lists{alpha: alpha, nl: 26, n: n, npat: pow3(n), answers: as, byWord: make(map[string]int32, len(gs)+len(as))}
	if alpha != nil {
		w.nl = alpha.Len()
	}
	for _, g := range gs {
		w.byWord[g] = int32(len(w.guesses))
		w.guesses = append(w.guesses, g)
	}
	for _, a := range as {
		if _, ok := w.byWord[a]; !ok {
			w.byWord[a] = int32(len(w.guesses))
			w.guesses = append(w.guesses, a)
			w.added = append(w.added, a)
		}
	}
	w.answerOf = make([]int32, len(w.guesses))
	for i := range w.answerOf {
		w.answerOf[i] = -1
	}
	w.guessOf = make([]int32, len(as))
	for i, a := range as {
		g := w.byWord[a]
		w.guessOf[i] = g
		w.answerOf[g] = int32(i)
	}
	w.hash = make([]uint64, len(w.guesses))
	x := uint64(0x9e3779b97f4a7c15)
	for i := range w.guesses {
		x = mix(x + uint64(i))
		w.hash[i] = x
	}
	w.masks = sync.OnceValue(func() *clueMasks { return buildMasks(w.guesses, w.nl, w.n) })
	w.fcost = make([]float64, len(as)+1)
	for s := 1; s <= len(as); s++ {
		w.fcost[s] = partCost(s)
	}
	if w.npat <= 256 {
		return fill(&index[uint8]{lists: w}), nil
	}
	return fill(&index[uint16]{lists: w}), nil
}

// MaxCells bounds the feedback table New builds: the number
// of answers times the number of guesses (answers missing from the guess
// list included) may not pass it. A cell is one byte for words of up to
// five letters and two bytes beyond, so a Solver's table stays under
// 64 MiB or 128 MiB; the bundled five-letter lists need about 43 million
// cells. Lists beyond the limit are refused with ErrBadWordList before
// anything is built.
const MaxCells = 1 << 26

// guessCount is the length of the guess list of answers as and
// guesses gs: gs with the answers missing from it added.
func guessCount(as, gs []string) int {
	in := make(map[string]bool, len(gs))
	for _, g := range gs {
		in[g] = true
	}
	ng := len(gs)
	for _, a := range as {
		if !in[a] {
			ng++
		}
	}
	return ng
}

// mix is the splitmix64 finaliser: a fixed, well-spread hash of x.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ (x >> 31)
}

// partCost estimates the total number of further guesses needed to
// solve every answer of a part of size s after the guess that produced
// it: 1 for a single answer, 3 for two (guess one, then maybe the other),
// and beyond that s times an expected depth that grows with log s. The
// constants were fitted to the bundled five-letter lists.
func partCost(s int) float64 {
	switch s {
	case 1:
		return 1
	case 2:
		return 3
	}
	f := float64(s)
	return f * (1 + 0.7*math.Log2(f)/(1+0.2*math.Log2(f)))
}

func fill[C uint8 | uint16](ix *index[C]) *index[C] {
	na, ng := len(ix.answers), len(ix.guesses)
	ix.table = make([]C, na*ng)
	workers := min(runtime.GOMAXPROCS(0), max(1, ng/64))
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			pats := make([]wordle.Pattern, 0, na)
			for g := w; g < ng; g += workers {
				row := ix.table[g*na : (g+1)*na]
				// The words were checked as they came in (normalize):
				// the marking refuses none of them.
				pats, _ = wordle.AppendFeedbackCodes(pats[:0], ix.guesses[g], ix.answers)
				for a, p := range pats {
					row[a] = C(p.Code())
				}
			}
		})
	}
	wg.Wait()
	return ix
}

func (ix *index[C]) base() *lists { return &ix.lists }

func (ix *index[C]) pattern(g, a int32) int {
	return int(ix.table[int(g)*len(ix.answers)+int(a)])
}

func (ix *index[C]) row(g int32) []C {
	na := len(ix.answers)
	return ix.table[int(g)*na : int(g+1)*na]
}

// WithTries returns a Solver like s that allows tries guesses a round
// (see Config.Tries; the value is taken as given), sharing s's feedback
// table: a game that has lost rows to its timer asks this for the rows it
// has left.
func (s *Solver) WithTries(tries int) *Solver {
	if s == nil {
		return nil
	}
	c := *s
	c.tries = tries
	return &c
}

// WordLength returns the length of the solver's words.
func (s *Solver) WordLength() int {
	if s.ready() != nil {
		return 0
	}
	return s.ix.base().n
}

// Hard reports whether the solver plays hard mode.
func (s *Solver) Hard() bool { return s != nil && s.hard }

// Tries returns the number of guesses a round allows (Config.Tries,
// 6 when that was zero), or 0 for a Solver not made by New.
func (s *Solver) Tries() int {
	if s.ready() != nil {
		return 0
	}
	return s.tries
}

// Answers returns a copy of the answer list, upper case (in the notation
// of Config.Alphabet).
func (s *Solver) Answers() []string {
	if s.ready() != nil {
		return nil
	}
	return s.ix.base().texts(s.ix.base().answers)
}

// Guesses returns a copy of the guess list, upper case, including the
// answers that were missing from it.
func (s *Solver) Guesses() []string {
	if s.ready() != nil {
		return nil
	}
	return s.ix.base().texts(s.ix.base().guesses)
}

// Added returns the answers that were missing from the guess list and were
// added to it.
func (s *Solver) Added() []string {
	if s.ready() != nil {
		return nil
	}
	return s.ix.base().texts(s.ix.base().added)
}

// texts returns a copy of words (letter codes) written in the lists'
// alphabet.
func (w *lists) texts(words []string) []string {
	out := slices.Clone(words)
	if w.alpha != nil {
		for i, c := range out {
			out[i] = textOf(w.alpha, c)
		}
	}
	return out
}

// textOf writes code string w in alphabet a (nil: English, where the
// codes are the word).
func textOf(a *tiles.Alphabet, w string) string { return wordle.WordText(a, w) }

// codesOf reads word w in alphabet a (nil: English, ASCII letters in
// either case) as letter codes; the error says which character is not
// a letter.
func codesOf(a *tiles.Alphabet, w string) (string, error) {
	codes, err := wordle.ReadWord(a, w)
	if err != nil {
		// The callers name the rule (ErrNotLetters) after their context.
		return "", errors.New(strings.TrimSuffix(strings.TrimPrefix(err.Error(), "wordle: "), ": "+wordle.ErrNotLetters.Error()))
	}
	return codes, nil
}

// checkedHistory is a checked history: guess indexes (or -1 for a word outside
// the guess list) with the words and patterns, and in hard mode what the
// rows ask of the next guess.
type checkedHistory struct {
	words []string
	pats  []Pattern
	index []int32
	need  hardNeed
	// work counts the rows the hard-mode checks read: one per step, so
	// that checking a history is linear in its length.
	work int
}

// ready reports an error for a Solver not made by New (nil or zero).
func (s *Solver) ready() error {
	if s == nil || s.ix == nil {
		return fmt.Errorf("wordle: solver not built with solver.New: %w", ErrBadWordList)
	}
	return nil
}

func (s *Solver) checkHistory(history []Step) (checkedHistory, error) {
	var h checkedHistory
	if err := s.ready(); err != nil {
		return h, err
	}
	w := s.ix.base()
	for i, st := range history {
		if st.Pattern.Len() != w.n {
			return h, fmt.Errorf("wordle: step %d: pattern %q has %d marks, want %d: %w", i+1, st.Pattern, st.Pattern.Len(), w.n, wordle.ErrWrongLength)
		}
		g, err := codesOf(w.alpha, st.Guess)
		if err != nil && st.Guess != "" {
			return h, fmt.Errorf("wordle: step %d: %v: %w", i+1, err, wordle.ErrNotLetters)
		}
		if len(g) != w.n {
			return h, fmt.Errorf("wordle: step %d: guess %s has %d letters, want %d: %w", i+1, notation.Quote(st.Guess), len(g), w.n, wordle.ErrWrongLength)
		}
		if s.hard {
			if !h.need.allows(g) {
				return h, fmt.Errorf("wordle: step %d: guess %s ignores an earlier clue: %w", i+1, textOf(w.alpha, g), wordle.ErrHardMode)
			}
			h.need.add(g, st.Pattern)
			h.work++
		}
		idx, ok := w.byWord[g]
		if !ok {
			idx = -1
		}
		h.words = append(h.words, g)
		h.pats = append(h.pats, st.Pattern)
		h.index = append(h.index, idx)
	}
	return h, nil
}

// hardNeed is what hard mode asks of the next guess after some rows:
// the green letter at each position (0 where none), and for each letter
// the most times one row revealed it (green or yellow). Rows fold into it
// one at a time, so that checking a history costs one pass over it
// rather than a pass over the earlier rows for every row.
//
// One letter per position suffices: a later row keeps every earlier
// green in place (hard mode checks it before the row is added), so its
// greens agree with them.
type hardNeed struct {
	green [wordle.MaxPatternLen]byte
	count [tiles.MaxLetters]uint8
	some  uint64 // bit l set when count[l] > 0
}

// revealed counts the letters of word that p marks green or yellow, by
// letter index, with bit l of some set when count[l] > 0.
func revealed(word string, p Pattern) (count [tiles.MaxLetters]uint8, some uint64) {
	for i := range len(word) {
		if k := p.At(i); k == wordle.Green || k == wordle.Yellow {
			l := word[i] - 'A'
			count[l]++
			some |= 1 << l
		}
	}
	return count, some
}

// add folds in one row: word marked p.
func (hn *hardNeed) add(word string, p Pattern) {
	for i := range len(word) {
		if p.At(i) == wordle.Green {
			hn.green[i] = word[i]
		}
	}
	have, some := revealed(word, p)
	for m := some; m != 0; m &= m - 1 {
		c := bits.TrailingZeros64(m)
		hn.count[c] = max(hn.count[c], have[c])
	}
	hn.some |= some
}

// allows reports whether guess (upper case, of the rows' length) keeps
// every green in place and uses each revealed letter at least as often
// as one row revealed it.
func (hn *hardNeed) allows(guess string) bool {
	var got [tiles.MaxLetters]uint8
	for i := range len(guess) {
		if g := hn.green[i]; g != 0 && guess[i] != g {
			return false
		}
		got[guess[i]-'A']++
	}
	for m := hn.some; m != 0; m &= m - 1 {
		if c := bits.TrailingZeros64(m); got[c] < hn.count[c] {
			return false
		}
	}
	return true
}

// letterClue is one row's hard-mode requirement: the greens by position, and
// each revealed letter with the count the row shows. index.clueSets
// turns it into bit sets of the guesses that meet it.
type letterClue struct {
	pos    [wordle.MaxPatternLen]uint8 // positions of the greens
	green  [wordle.MaxPatternLen]byte  // the letter at each of them
	ng     int
	letter [wordle.MaxPatternLen]uint8 // revealed letters, as indexes (0..25 in English)
	count  [wordle.MaxPatternLen]uint8 // how often the row reveals each
	nl     int
}

// makeClue is the requirement of guess word marked p.
func makeClue(word string, p Pattern) letterClue {
	var c letterClue
	for i := range len(word) {
		if p.At(i) == wordle.Green {
			c.pos[c.ng], c.green[c.ng] = uint8(i), word[i]
			c.ng++
		}
	}
	need, some := revealed(word, p)
	for m := some; m != 0; m &= m - 1 {
		l := bits.TrailingZeros64(m)
		c.letter[c.nl], c.count[c.nl] = uint8(l), need[l]
		c.nl++
	}
	return c
}

// candidates returns the indexes of the answers consistent with h.
func (s *Solver) candidates(h checkedHistory) []int32 {
	w := s.ix.base()
	var out []int32
	for a := range w.answers {
		ok := true
		for i, g := range h.index {
			var code int
			if g >= 0 {
				code = s.ix.pattern(g, int32(a))
			} else {
				code = codeOf(w.answers[a], h.words[i])
			}
			if code != h.pats[i].Code() {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, int32(a))
		}
	}
	return out
}

// allowed returns the guesses hard mode permits after h (all guesses, as
// nil, in normal mode).
func (s *Solver) allowed(h checkedHistory) []int32 {
	if !s.hard {
		return nil
	}
	w := s.ix.base()
	var out []int32
	for g := range w.guesses {
		if h.need.allows(w.guesses[g]) {
			out = append(out, int32(g))
		}
	}
	return out
}

// Candidates returns the answers consistent with every step of history,
// in answer-list order. In hard mode a step whose guess ignores an earlier
// clue is an error (ErrHardMode), as the game would have refused it. A
// guess outside the guess list is allowed: its feedback is computed
// directly.
func (s *Solver) Candidates(history []Step) ([]string, error) {
	h, err := s.checkHistory(history)
	if err != nil {
		return nil, err
	}
	w := s.ix.base()
	var out []string
	for _, a := range s.candidates(h) {
		out = append(out, textOf(w.alpha, w.answers[a]))
	}
	return out, nil
}

// Hint returns the best next guess after history (in hard mode, among the
// guesses hard mode allows).
//
// When at most 30 answers fit the history, the hint is the first guess of
// the exact optimal tree for them (see Exact) with the tries the history
// leaves (Config.Tries less the steps; none left counts as no
// limit), which is quick at that size.
// With more, it is the guess with the lowest estimate of the total number
// of guesses still needed over all candidates: the guess splits the
// candidates into parts by the feedback each would give; a part of one
// answer costs one more guess, a part of two costs three, and a part of s
// answers costs s·(1 + d(s)), with d an expected depth growing like log s;
// a guess that is itself a candidate saves the guess of the answer it
// hits. Ties go to a candidate, then to the earlier word of the guess
// list. From the opening on the bundled lists this takes about 30 ms on
// two cores.
//
// It returns ErrNoCandidates when no answer fits the history.
func (s *Solver) Hint(history []Step) (string, error) {
	return s.hintContext(context.Background(), history)
}

// hintContext is Hint under ctx, for the bots: the exact search looks at
// ctx before each set it scans, and the estimate every hintPoll guesses
// of each worker; once ctx is done, they stop and it returns an error
// wrapping ctx.Err(), never a guess whose search did not finish.
func (s *Solver) hintContext(ctx context.Context, history []Step) (string, error) {
	h, err := s.checkHistory(history)
	if err != nil {
		return "", err
	}
	cands := s.candidates(h)
	if len(cands) == 0 {
		return "", fmt.Errorf("wordle: %w", ErrNoCandidates)
	}
	g, err := s.ix.choose(ctx, cands, s.allowed(h), s.hard, s.tries-len(history))
	if err != nil {
		return "", err
	}
	return textOf(s.ix.base().alpha, s.ix.base().guesses[g]), nil
}

// hashOf returns the subset hash of the guesses gs: the sum of their
// keys, as the search keys a set of allowed guesses.
func (ix *index[C]) hashOf(gs []int32) uint64 {
	var h uint64
	for _, g := range gs {
		h += ix.hash[g]
	}
	return h
}

// choose is Hint's choice with tries guesses left (none left: no limit):
// the exact search's first guess for a set of at most planExact
// answers, the estimate's best guess for a larger one. Its error wraps
// ctx.Err() when ctx stopped the search.
func (ix *index[C]) choose(ctx context.Context, cands, allowed []int32, hard bool, tries int) (int32, error) {
	if tries == 1 {
		// The last guess: only a candidate can still win.
		allowed = make([]int32, len(cands))
		for i, a := range cands {
			allowed[i] = ix.guessOf[a]
		}
		slices.Sort(allowed)
	}
	if len(cands) <= 2 || len(cands) > planExact {
		return ix.hintContext(ctx, cands, allowed)
	}
	h := ix.hashOf(allowed)
	if tries < 1 {
		tries = len(cands)
	}
	ss := ix.newSearch(hard, new(atomic.Bool))
	ss.ctx = ctx
	ss.solve(cands, allowed, h, tries, infinite)
	if ss.ctxErr != nil {
		return -1, fmt.Errorf("wordle: the exact search was stopped: %w", ss.ctxErr)
	}
	if e, ok := ss.memo[ss.key(cands, h, tries)]; ok && e.exact {
		return e.guess, nil
	}
	return ix.hintContext(ctx, cands, allowed)
}

// hint picks the heuristic's best guess for the candidate answers among
// allowed (nil: every guess), splitting the work over the CPUs when it is
// large.
func (ix *index[C]) hint(cands, allowed []int32) int32 {
	g, _ := ix.hintContext(context.Background(), cands, allowed) // fails only when its context is done
	return g
}

// hintPoll is how many guesses each of hintContext's workers scores
// between two looks at its context: at most a millisecond's work.
const hintPoll = 256

// hintContext is hint under ctx: each worker looks at ctx every hintPoll
// guesses, and once ctx is done it returns an error wrapping ctx.Err().
func (ix *index[C]) hintContext(ctx context.Context, cands, allowed []int32) (int32, error) {
	if len(cands) <= 2 {
		return ix.guessOf[cands[0]], nil
	}
	ng := len(ix.guesses)
	if allowed != nil {
		ng = len(allowed)
	}
	guessAt := func(i int) int32 {
		if allowed != nil {
			return allowed[i]
		}
		return int32(i)
	}
	workers := 1
	if ng*len(cands) > 1<<20 {
		workers = runtime.GOMAXPROCS(0)
	}
	type pick struct {
		g     int32
		score float64
	}
	picks := make([]pick, workers)
	errs := make([]error, workers)
	var wg sync.WaitGroup
	for wk := range workers {
		wg.Go(func() {
			counts := make([]int32, ix.npat)
			best := pick{-1, math.Inf(1)}
			for i := wk; i < ng; i += workers {
				if i/workers%hintPoll == hintPoll-1 {
					if errs[wk] = ctx.Err(); errs[wk] != nil {
						return
					}
				}
				g := guessAt(i)
				sc := ix.score(g, cands, counts)
				if sc < best.score {
					best = pick{g, sc}
				}
			}
			picks[wk] = best
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return -1, fmt.Errorf("wordle: the estimate was stopped: %w", err)
		}
	}
	best := picks[0]
	for _, p := range picks[1:] {
		if p.g >= 0 && (best.g < 0 || p.score < best.score || (p.score == best.score && p.g < best.g)) {
			best = p
		}
	}
	if best.g < 0 {
		return ix.guessOf[cands[0]], nil
	}
	return best.g, nil
}

// score is the heuristic estimate for guess g over cands (lower is
// better), using counts (length npat, all zero) as scratch.
func (ix *index[C]) score(g int32, cands []int32, counts []int32) float64 {
	row := ix.row(g)
	if len(cands) == len(row) {
		for _, c := range row { // every answer: no need to gather
			counts[c]++
		}
	} else {
		for _, a := range cands {
			counts[row[a]]++
		}
	}
	solved := int(ix.npat - 1)
	sc := 0.0
	parts := 0
	if len(cands) > len(counts) {
		// Fewer codes than candidates: sum over the codes.
		for c, k := range counts {
			if k > 0 {
				if c != solved {
					sc += ix.fcost[k]
				}
				counts[c] = 0
				parts++
			}
		}
	} else {
		for _, a := range cands {
			c := row[a]
			if k := counts[c]; k > 0 {
				if int(c) != solved {
					sc += ix.fcost[k]
				}
				counts[c] = 0
				parts++
			}
		}
	}
	if parts == 1 && len(cands) > 1 {
		return math.Inf(1) // learns nothing
	}
	if ix.inSet(g, cands) {
		sc -= 1e-9 // prefer a guess that may win outright
	}
	return sc
}

// inSet reports whether guess g is one of the candidate answers.
func (ix *index[C]) inSet(g int32, cands []int32) bool {
	a := ix.answerOf[g]
	if a < 0 {
		return false
	}
	_, ok := slices.BinarySearch(cands, a)
	return ok
}
