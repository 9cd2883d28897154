package wordle

import (
	"fmt"
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
//     their markings follow from the words.
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
		for end < len(moves) && moves[end].round == ri {
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

// maxSecretTries bounds how many candidate secrets one round tries before
// giving up; the rows of other guessers can rule a candidate out.
const maxSecretTries = 4096

// round replays round ri's moves on out with every hidden word drawn
// again.
func (d determinizer) round(out State, ri int, moves []applied) (State, error) {
	r := d.s.rounds[ri]
	hostSees := d.seat >= 0 && d.seat == r.host
	hideSecret := r.secret != "" && !r.over && !hostSees
	hidden := func(q int) bool { return q != d.seat && !hostSees }
	if !hideSecret {
		next, ok := d.replay(out, ri, r.secret, moves, hidden)
		if !ok {
			return out, fmt.Errorf("wordle: round %d: no rows fit the other guessers' counts", ri+1)
		}
		return next, nil
	}
	steps := d.seatSteps(r)
	tried := 0
	for wide := range 2 {
		for _, w := range d.candidates(steps, wide == 1) {
			if tried++; tried > maxSecretTries {
				break
			}
			if next, ok := d.replay(out, ri, w, moves, hidden); ok {
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

// candidates returns possible secrets that fit steps, in an order drawn
// from the determinizer's generator: the suggestions, or, when wide, the
// other words that pass the secret check.
func (d determinizer) candidates(steps []Step, wide bool) []string {
	list, _ := d.s.suggestionList()
	var out []string
	if !wide {
		for _, w := range list {
			if fits(w, steps) {
				out = append(out, w)
			}
		}
	} else {
		for _, w := range d.s.guessWords() {
			if _, found := slices.BinarySearch(list, w); !found && fits(w, steps) && d.s.checkSecret(w) {
				out = append(out, w)
			}
		}
	}
	d.rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// checkSecret reports whether w passes the rules' secret check.
func (s State) checkSecret(w string) bool {
	_, rule := s.checkWord(w, true, false)
	return rule == nil
}

// replay applies round ri's moves to out with secret as the round's word
// and every row of a hidden board redrawn; ok is false when some hidden
// row has no word that fits.
func (d determinizer) replay(out State, ri int, secret string, moves []applied, hidden func(int) bool) (State, bool) {
	r := d.s.rounds[ri]
	if r.host < 0 {
		// Solo play: the library's secret is in the round from the start.
		out.rounds = []round{out.newRound(0, secret)}
	}
	next := make([]int, d.s.players) // each board's next row
	for _, a := range moves {
		m := a.move
		switch m.Kind {
		case KindSetSecret:
			m.Word = secret
		case KindGuess:
			rw := r.boards[m.Player].rows[next[m.Player]]
			if hidden(m.Player) {
				w, ok := d.hiddenGuess(out, m.Player, secret, rw.pat)
				if !ok {
					return out, false
				}
				m.Word = w
			}
		}
		if m.Kind == KindGuess || m.Kind == KindTimeUp {
			next[m.Player]++
		}
		var err error
		if out, err = out.Apply(m); err != nil {
			return out, false
		}
	}
	return out, true
}

// hiddenGuess draws a word for player q's next row that earns as many
// greens and yellows against secret as pat shows and that q may play
// now: the secret itself for an all-green row.
func (d determinizer) hiddenGuess(out State, q int, secret string, pat Pattern) (string, bool) {
	g, y := pat.Counts()
	if g == len(secret) {
		return secret, true
	}
	words := d.s.guessWords()
	if len(words) == 0 {
		return "", false
	}
	off := d.rng.IntN(len(words))
	for i := range words {
		w := words[(off+i)%len(words)]
		p, err := Feedback(secret, w)
		if err != nil {
			continue
		}
		if pg, py := p.Counts(); pg != g || py != y {
			continue
		}
		if out.Validate(Guess(q, w)) == nil {
			return w, true
		}
	}
	return "", false
}

// guessCaches[n] holds each dictionary's n-letter words, upper case, in
// the order the dictionary lists them (dictionary.Cache).
var guessCaches = func() (c [MaxWordLength + 1]*dictionary.Cache[[]string]) {
	for n := MinWordLength; n <= MaxWordLength; n++ {
		c[n] = dictionary.NewCache(func(d dictionary.Dictionary) []string { return listWords(d, n) })
	}
	return c
}()

// listWords returns d's words of n letters, or, when d cannot list its
// words, the common words of n letters that d accepts.
func listWords(d dictionary.Dictionary, n int) []string {
	var out []string
	if seq, ok := dictionary.WordsOfLength(d, n); ok {
		for w := range seq {
			if isLetters(w) && len(w) == n {
				out = append(out, w)
			}
		}
		return out
	}
	for w := range dictionary.CommonList().WordsOfLength(n) {
		if d.Contains(w) {
			out = append(out, w)
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
