package wordle

import (
	"fmt"
	"iter"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/tiles"
)

// Determinize returns a State that seat cannot tell from s: View(seat) of
// the two is the same, and everything the rules hide from seat is drawn
// again from seed.
//
//   - The secret of an unfinished round that seat does not host is a word
//     drawn among those that fit seat's own rows in that round and that
//     every other board's public green and yellow counts allow. Words of
//     the suggestion list (see Suggestions) are preferred; only when none
//     of them fits are the other words that pass the secret check tried.
//   - Rows of other guessers that seat may not read (every board but its
//     own, in a round it does not host, finished or not) get words drawn
//     from the dictionary that earn the same counts of greens and yellows
//     against the round's secret (and keep to hard mode where it applies);
//     their markings follow from the words. A drawn secret is kept only
//     when every such board has a whole sequence of words that fits, so
//     the secret and the rows are drawn together; in hard mode, where a
//     row limits the rows after it, the search backs up rather than give
//     up.
//   - The State's random generator, which no seat sees, is seeded again.
//
// What seat may see (its own rows, the rounds it hosts, the secrets of
// finished rounds, every status and count) stays as it is, and so do the
// order of the moves and their kinds. Seat tilekit.Onlooker (-1) sees no
// letters: every secret of an unfinished round and every row is drawn
// again. The same s and seed give the same State, and so do two States
// that differ only in what seat cannot see. Any other seat that is not at
// the table is refused with an error wrapping ErrUnknownPlayer; a State
// decoded from text must have its dictionary (and custom secret check)
// given back first (ErrDetached).
//
// A bot uses it to reason about a secret it cannot know: determinize,
// play the game out, and repeat over seeds.
func (s State) Determinize(seat int, seed uint64) (State, error) {
	if s.players == 0 || len(s.rounds) == 0 {
		return s, fmt.Errorf("wordle: %w: the zero State has no seats to determinize", ErrUnknownPlayer)
	}
	if seat != tilekit.Onlooker && (seat < 0 || seat >= s.players) {
		return s, fmt.Errorf("wordle: %w: seat %d is not at the table (%s, seats 0 to %d, or %d for an onlooker)",
			ErrUnknownPlayer, seat, playerCount(s.players), s.players-1, tilekit.Onlooker)
	}
	if s.Dictionary() == nil || s.customCheck && s.rules.SecretCheck == nil {
		return s, fmt.Errorf("wordle: %w: the game's dictionary and secret check must be given back before it can be determinized", ErrDetached)
	}
	d := determinizer{s: s, seat: seat, rng: rand.New(rand.NewPCG(seed, 0x776f72646c652d64))} // "wordle-d"
	moves := s.history.Slice()
	out := s
	out.rng = tiles.NewRand(d.rng.Uint64())
	out.history = history.List[applied]{}
	out.rounds = []round{out.newRound(0, "")}
	start := 0
	for ri := range s.rounds {
		end := start
		for end < len(moves) && int(moves[end].round) == ri {
			end++
		}
		next, err := d.round(out, ri, moves[start:end])
		if err != nil {
			return s, err
		}
		out, start = next, end
	}
	return out, nil
}

// determinizer holds what one call of Determinize works with.
type determinizer struct {
	s    State
	seat int
	rng  *rand.Rand
}

// round replays round ri's moves on out with every hidden word drawn
// again.
//
// Every board's rows are marked against the one secret, and in hard mode
// each row also limits the words later rows of the same board may use.
// So the secret and the hidden rows are drawn together: a candidate
// secret is kept only when every hidden board has a whole sequence of
// words that earns its rows' counts (and keeps to hard mode), found by a
// search that backs up when a choice leaves a later row with no word.
// Drawing each row on its own, first match wins, could paint a board
// into a corner and fail on a position the game reached.
func (d determinizer) round(out State, ri int, moves []applied) (State, error) {
	r := d.s.rounds[ri]
	hostSees := d.seat >= 0 && d.seat == r.host
	if r.secret == "" || r.over || hostSees {
		words, ok := d.hiddenRows(r, r.secret, hostSees)
		if ok {
			if next, ok := d.replay(out, ri, r.secret, moves, words); ok {
				return next, nil
			}
		}
		return out, fmt.Errorf("wordle: round %d: no rows fit the other guessers' counts", ri+1)
	}
	steps := d.seatSteps(r)
	for wide := range 2 {
		for w := range d.candidates(steps, wide == 1) {
			words, ok := d.hiddenRows(r, w, false)
			if !ok {
				continue
			}
			if next, ok := d.replay(out, ri, w, moves, words); ok {
				return next, nil
			}
		}
	}
	return out, fmt.Errorf("wordle: round %d: no secret the game knows fits what seat %d has seen", ri+1, d.seat)
}

// seatSteps returns seat's readable rows of round r as a Solver history
// (none for an onlooker).
func (d determinizer) seatSteps(r round) []Step {
	var steps []Step
	if d.seat >= 0 {
		for _, rw := range r.boards[d.seat].rows {
			if rw.word != "" {
				steps = append(steps, Step{Guess: rw.word, Pattern: rw.pat})
			}
		}
	}
	return steps
}

// candidates yields possible secrets that fit steps, in an order drawn
// from the determinizer's generator: the suggestions, or, when wide, the
// other words that pass the secret check. The order is drawn as it goes
// (a shuffle one step at a time), so a caller that stops at the first
// secret that fits pays for the words it looked at only.
func (d determinizer) candidates(steps []Step, wide bool) iter.Seq[string] {
	return func(yield func(string) bool) {
		list, _ := d.s.suggestionList()
		pool := list
		if wide {
			pool = d.s.guessWords()
		}
		order := make([]int32, len(pool))
		for i := range order {
			order[i] = int32(i)
		}
		for i := range order {
			j := i + d.rng.IntN(len(order)-i)
			order[i], order[j] = order[j], order[i]
			w := pool[order[i]]
			if wide {
				if _, found := slices.BinarySearch(list, w); found || !d.s.checkSecret(w) {
					continue
				}
			}
			if fits(w, steps) && !yield(w) {
				return
			}
		}
	}
}

// checkSecret reports whether w passes the rules' secret check.
func (s State) checkSecret(w string) bool {
	_, rule := s.checkWord(w, true, false)
	return rule == nil
}

// hiddenRows draws, with secret as round r's word, the words of every
// board seat may not read: words[q] lists board q's new words, one per
// row with a word, in order (nil for a board seat reads). ok is false
// when some board has no sequence of words that fits its rows.
func (d determinizer) hiddenRows(r round, secret string, hostSees bool) (words [][]string, ok bool) {
	words = make([][]string, len(r.boards))
	var hidden []int
	for q, b := range r.boards {
		if q != d.seat && !hostSees && q != r.host && len(b.rows) > 0 {
			hidden = append(hidden, q)
		}
	}
	if len(hidden) == 0 {
		return words, true
	}
	n := len(secret)
	src := d.newSource(r, hidden, secret)
	for _, q := range hidden {
		var pats []Pattern
		for _, rw := range r.boards[q].rows {
			if rw.word != "" {
				pats = append(pats, rw.pat)
			}
		}
		f := rowFinder{secret: secret, pats: pats, src: src, n: n, hard: d.s.rules.Hard, rng: d.rng, budget: maxRowNodes}
		if words[q], ok = f.find(); !ok {
			return nil, false
		}
	}
	return words, true
}

// wordSource hands out the dictionary's words by the counts of greens
// and yellows they earn against one secret (bucket index
// greens*(n+1)+yellows), reading the word list lazily from a drawn
// starting point: most rows need only a few words of their bucket, and
// only a bucket that runs dry costs a whole pass.
type wordSource struct {
	words   []string
	secret  string
	sc      [letterSlots]int8
	off     int
	scanned int
	want    []bool
	buckets [][]string
}

// newSource returns the words for the counts the hidden rows of r show
// against secret.
func (d determinizer) newSource(r round, hidden []int, secret string) *wordSource {
	n := len(secret)
	src := &wordSource{words: d.s.guessWords(), secret: secret, want: make([]bool, (n+1)*(n+1)), buckets: make([][]string, (n+1)*(n+1))}
	for i := range n {
		src.sc[secret[i]-'A']++
	}
	for _, q := range hidden {
		for _, rw := range r.boards[q].rows {
			if g, y := rw.pat.Counts(); rw.word != "" && g < n {
				src.want[g*(n+1)+y] = true
			}
		}
	}
	if len(src.words) > 0 {
		src.off = d.rng.IntN(len(src.words))
	}
	return src
}

// at returns the k-th word (from 0) of bucket code, reading on as far as
// needed; ok is false when the bucket has no more words.
func (src *wordSource) at(code, k int) (string, bool) {
	n := len(src.secret)
	for len(src.buckets[code]) <= k && src.scanned < len(src.words) {
		w := src.words[(src.off+src.scanned)%len(src.words)]
		src.scanned++
		if g, y := countMarks(src.secret, &src.sc, w); src.want[g*(n+1)+y] {
			src.buckets[g*(n+1)+y] = append(src.buckets[g*(n+1)+y], w)
		}
	}
	if k < len(src.buckets[code]) {
		return src.buckets[code][k], true
	}
	return "", false
}

// from returns the j-th word of bucket code counted from its word start:
// the words from start to the bucket's end, then those before start.
func (src *wordSource) from(code, start, j int) (string, bool) {
	if w, ok := src.at(code, start+j); ok {
		return w, true
	}
	k := start + j - len(src.buckets[code]) // the bucket is complete now
	if k < start {
		return src.buckets[code][k], true
	}
	return "", false
}

// spread is how many words of a bucket a row draws its first try among.
const spread = 16

// countMarks returns the greens and yellows w earns against secret,
// whose letter counts are sc: the same counts Feedback's marking gives,
// without building the Pattern.
func countMarks(secret string, sc *[letterSlots]int8, w string) (g, y int) {
	var wc [letterSlots]int8
	common := 0 // letters of w matched by one of the secret's
	for i := range len(w) {
		if w[i] == secret[i] {
			g++
		}
		c := w[i] - 'A'
		if wc[c] < sc[c] {
			common++
		}
		wc[c]++
	}
	return g, common - g
}

// maxRowNodes bounds the words one board's search tries in hard mode
// before the candidate secret is given up.
const maxRowNodes = 20000

// rowFinder searches for a sequence of words, one per pattern, each
// earning its pattern's counts against secret, and in hard mode each
// keeping to what the words before it revealed.
type rowFinder struct {
	secret string
	pats   []Pattern
	src    *wordSource
	n      int
	hard   bool
	rng    *rand.Rand
	budget int
	chosen []row
}

// find returns the words, or ok false when none fit (or the budget ran
// out).
func (f *rowFinder) find() ([]string, bool) {
	if !f.next(0) {
		return nil, false
	}
	words := make([]string, len(f.chosen))
	for i, rw := range f.chosen {
		words[i] = rw.word
	}
	return words, true
}

// next fills rows i and on, backing up on a dead end.
func (f *rowFinder) next(i int) bool {
	if i == len(f.pats) {
		return true
	}
	g, y := f.pats[i].Counts()
	if g == f.n {
		// A solving row: the secret itself, which keeps to every row
		// marked against it.
		f.chosen = append(f.chosen, row{word: f.secret, pat: f.pats[i]})
		return f.next(i + 1)
	}
	code := g*(f.n+1) + y
	f.src.at(code, spread-1) // read far enough to draw among spread words
	have := len(f.src.buckets[code])
	if have == 0 {
		return false
	}
	start := f.rng.IntN(have)
	for j := 0; ; j++ {
		w, ok := f.src.from(code, start, j)
		if !ok {
			break
		}
		if f.hard {
			if f.budget--; f.budget < 0 {
				return false
			}
			if !hardKeeps(f.chosen, w) {
				continue
			}
		}
		pat := codeFeedback(f.secret, w)
		f.chosen = append(f.chosen, row{word: w, pat: pat})
		if f.next(i + 1) {
			return true
		}
		f.chosen = f.chosen[:len(f.chosen)-1]
		if !f.hard {
			return false // rows are independent: another word changes nothing
		}
	}
	return false
}

// replay applies round ri's moves to out with secret as the round's word
// and the rows of hidden boards replaced by words (see hiddenRows); ok is
// false when a move no longer applies.
func (d determinizer) replay(out State, ri int, secret string, moves []applied, words [][]string) (State, bool) {
	r := d.s.rounds[ri]
	if r.host < 0 {
		// Solo play: the library's secret is in the round from the start.
		out.rounds = []round{out.newRound(0, secret)}
	}
	next := make([]int, d.s.players) // each hidden board's next word
	for _, a := range moves {
		m := a.move()
		switch m.Kind {
		case KindSetSecret:
			m.Word = d.s.rules.text(secret)
		case KindGuess:
			if ws := words[m.Player]; ws != nil {
				m.Word = d.s.rules.text(ws[next[m.Player]])
				next[m.Player]++
			}
		}
		var err error
		if out, err = out.Apply(m); err != nil {
			return out, false
		}
	}
	return out, true
}

// guessCaches[n] holds each dictionary's n-letter words, upper case, in
// the order the dictionary lists them (dictionary.Cache).
var guessCaches = func() (c [MaxWordLength + 1]*dictionary.Cache[[]string]) {
	for n := MinWordLength; n <= MaxWordLength; n++ {
		c[n] = dictionary.NewCache(func(d dictionary.Dictionary) []string { return listWords(d, n) })
	}
	return c
}()

// listWords returns d's words of n letters as letter codes of d's
// alphabet, or, when d cannot list its words, the bundled common words
// of n letters of d's alphabet that d accepts (none when the program
// has no common list of that alphabet).
func listWords(d dictionary.Dictionary, n int) []string {
	var out []string
	in := Rules{Alphabet: dictionary.AlphabetOf(d)}
	if seq, ok := dictionary.WordsOfLength(d, n); ok {
		for w := range seq {
			if c, ok := in.codesOf(w, n); ok {
				out = append(out, c)
			}
		}
		return out
	}
	common := in.commonList()
	if common == nil {
		return nil
	}
	for t := range common.WordsOfLength(n) {
		if c, ok := in.codesOf(t, n); ok && in.inDict(d, c) {
			out = append(out, c)
		}
	}
	return out
}

// guessWords returns the words s's dictionary accepts as guesses, as far
// as it can list them.
func (s State) guessWords() []string {
	n := s.rules.WordLength
	if n < MinWordLength || n > MaxWordLength {
		return nil
	}
	return guessCaches[n].Get(s.Dictionary())
}
