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
//     row limits the rows after it, the search for a board's words backs
//     up and tries every way before it gives a secret up, so a position
//     the game reached always has one.
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
// search that backs up when a choice leaves a later row with no word
// (rowFinder). Drawing each row on its own, first match wins, could
// paint a board into a corner and fail on a position the game reached;
// so could a search that stops after a fixed number of tries.
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
		f := rowFinder{secret: secret, pats: pats, src: src, n: n, hard: d.s.rules.Hard, rng: d.rng}
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
	grouped map[int]sigGroups // bucket code's words by hardSig
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
				src.want[src.code(g, y)] = true
			}
		}
	}
	if len(src.words) > 0 {
		src.off = d.rng.IntN(len(src.words))
	}
	return src
}

// code returns the index of the bucket of words that earn g greens and
// y yellows.
func (src *wordSource) code(g, y int) int { return g*(len(src.secret)+1) + y }

// at returns the k-th word (from 0) of bucket code, reading on as far as
// needed; ok is false when the bucket has no more words.
func (src *wordSource) at(code, k int) (string, bool) {
	for len(src.buckets[code]) <= k && src.scanned < len(src.words) {
		w := src.words[(src.off+src.scanned)%len(src.words)]
		src.scanned++
		if c := src.code(countMarks(src.secret, &src.sc, w)); src.want[c] {
			src.buckets[c] = append(src.buckets[c], w)
		}
	}
	if k < len(src.buckets[code]) {
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

// rowFinder looks for a sequence of words, one per pattern, each earning
// its pattern's counts against secret, and in hard mode each keeping to
// what the words before it revealed.
type rowFinder struct {
	secret string
	pats   []Pattern
	src    *wordSource
	n      int
	hard   bool
	rng    *rand.Rand
}

// find returns the words, or ok false when no sequence fits.
func (f *rowFinder) find() ([]string, bool) {
	if f.hard {
		return f.findHard()
	}
	// Outside hard mode the rows do not limit one another: each takes a
	// word of its counts on its own.
	words := make([]string, len(f.pats))
	for i, p := range f.pats {
		g, y := p.Counts()
		if g == f.n {
			words[i] = f.secret // a solving row: the secret itself
			continue
		}
		code := f.src.code(g, y)
		f.src.at(code, spread-1) // read far enough to draw among spread words
		have := len(f.src.buckets[code])
		if have == 0 {
			return nil, false
		}
		words[i] = f.src.buckets[code][f.rng.IntN(have)]
	}
	return words, true
}

// hardSig is what hard mode reads in a row marked against the secret:
// the places of its greens, and how many of each of the secret's letters
// the row holds (never more than the secret does), counts[k] for the
// letter that first appears at place k of the secret. A word keeps to an
// earlier row exactly when its hardSig holds the row's: its greens
// include the row's greens, and each count is at least the row's. That
// holding is transitive, so a sequence in which every row's hardSig
// holds the one before keeps to hard mode throughout, and a search need
// only remember the last row's hardSig.
type hardSig struct {
	greens uint16
	counts [MaxWordLength]int8
}

// holds reports whether a word of hardSig a keeps to a row of hardSig b.
func (a hardSig) holds(b hardSig) bool {
	if b.greens&^a.greens != 0 {
		return false
	}
	for k, c := range b.counts {
		if a.counts[k] < c {
			return false
		}
	}
	return true
}

// sigOf returns w's hardSig against secret.
func sigOf(secret, w string) hardSig {
	var s hardSig
	var wc, sc [letterSlots]int8
	for i := range len(w) {
		if w[i] == secret[i] {
			s.greens |= 1 << i
		}
		wc[w[i]-'A']++
		sc[secret[i]-'A']++
	}
	for k := range len(secret) {
		if c := secret[k] - 'A'; sc[c] > 0 { // the letter's first place
			s.counts[k] = min(wc[c], sc[c])
			sc[c] = 0
		}
	}
	return s
}

// sigGroup is the words of one bucket that share a hardSig.
type sigGroup struct {
	sig   hardSig
	words []string
}

// groups returns the words of bucket code read so far, grouped by
// hardSig in the order the groups first appear in the reading.
func (src *wordSource) groups(code int) []sigGroup {
	words := src.buckets[code]
	if c, ok := src.grouped[code]; ok && c.read == len(words) {
		return c.groups
	}
	var gs []sigGroup
	at := map[hardSig]int{}
	for _, w := range words {
		s := sigOf(src.secret, w)
		k, ok := at[s]
		if !ok {
			k = len(gs)
			at[s] = k
			gs = append(gs, sigGroup{sig: s})
		}
		gs[k].words = append(gs[k].words, w)
	}
	if src.grouped == nil {
		src.grouped = map[int]sigGroups{}
	}
	src.grouped[code] = sigGroups{read: len(words), groups: gs}
	return gs
}

// sigGroups caches a bucket's groups, with how many of its words they
// hold.
type sigGroups struct {
	read   int
	groups []sigGroup
}

// findHard looks for hard-mode rows first among the words read so far
// once every row's bucket has spread words (as far as a row outside
// hard mode reads), and only when they hold no sequence among all the
// buckets' words: reading a whole bucket costs a pass over the
// dictionary. When the first reading already reached the end of the
// list, the one search is the whole search.
func (f *rowFinder) findHard() ([]string, bool) {
	for _, k := range []int{spread - 1, len(f.src.words)} {
		for _, p := range f.pats {
			if g, y := p.Counts(); g < f.n {
				f.src.at(f.src.code(g, y), k)
			}
		}
		whole := f.src.scanned == len(f.src.words) // every bucket is complete
		rows := make([][]sigGroup, len(f.pats))
		for i, p := range f.pats {
			if g, y := p.Counts(); g < f.n {
				if rows[i] = f.src.groups(f.src.code(g, y)); len(rows[i]) == 0 {
					return nil, false
				}
			}
		}
		if words, ok := f.chain(rows); ok || whole {
			return words, ok
		}
	}
	return nil, false
}

// chain searches rows' groups (nil for a solving row) for a sequence in
// which each group's hardSig holds the one before, backing up on a dead
// end and remembering the dead ends it met (a row and the hardSig
// before it), so that it tries each group of a row at most once for each
// hardSig before, however the rows limit one another. It finds a
// sequence whenever one exists, and then draws a word of each chosen
// group.
func (f *rowFinder) chain(rows [][]sigGroup) ([]string, bool) {
	type state struct {
		row  int
		prev hardSig
	}
	chosen := make([]*sigGroup, len(rows))
	dead := map[state]bool{}
	var next func(i int, prev hardSig) bool
	next = func(i int, prev hardSig) bool {
		if i == len(rows) {
			return true
		}
		if rows[i] == nil {
			// A solving row: the secret itself, which holds every hardSig.
			return next(i+1, sigOf(f.secret, f.secret))
		}
		if dead[state{i, prev}] {
			return false
		}
		gs := rows[i]
		start := f.rng.IntN(len(gs))
		for j := range gs {
			g := &gs[(start+j)%len(gs)]
			if g.sig.holds(prev) && next(i+1, g.sig) {
				chosen[i] = g
				return true
			}
		}
		dead[state{i, prev}] = true
		return false
	}
	if !next(0, hardSig{}) {
		return nil, false
	}
	words := make([]string, len(rows))
	for i, g := range chosen {
		if g == nil {
			words[i] = f.secret
		} else {
			words[i] = g.words[f.rng.IntN(len(g.words))]
		}
	}
	return words, true
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
