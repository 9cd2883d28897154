package solver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/memo"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// BotMove returns the move a computer player at level would send for
// seat of game s now, deterministic from seed and the game so far (see
// the package doc's table of levels). It returns the zero Move and no
// error when seat may not move now (it waits). A guesser for whom no
// word the game knows fits the rows gives up. Levels below Easy play as
// Easy, above Expert as Expert. It is what the registry's Kind.Bot plays
// once this package is imported, through BotMoveContext.
func BotMove(s wordle.State, level tilekit.Level, seed uint64, seat int) (wordle.Move, error) {
	return BotMoveContext(context.Background(), s, level, seed, seat)
}

// BotMoveContext is BotMove under ctx, for a server that must be able to
// stop a bot still thinking; the registry's bots call it (their
// MoveContext passes its context). The long work looks at ctx every so
// often (about every millisecond): the Hard guesser's pass over the
// common words, the Expert guesser's exact search, the Expert host's
// games against its sample, and the wait for the bundled solver's
// tables on a process's first Expert move. Once ctx is done it returns
// promptly, with the zero Move and an error wrapping ctx.Err(). It never
// returns a move that ctx cut short: a move it returns is BotMove's.
func BotMoveContext(ctx context.Context, s wordle.State, level tilekit.Level, seed uint64, seat int) (wordle.Move, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	if err := ctx.Err(); err != nil {
		return wordle.Move{}, fmt.Errorf("wordle: the computer player was stopped before it started: %w", err)
	}
	m, err := botMove(ctx, s, level, seed, seat)
	return gamekit.Uncut(ctx, level, s.Name(seat), m, err)
}

// botMove is BotMoveContext's move, which may be one that ctx cut short
// when it returns after ctx is done.
func botMove(ctx context.Context, s wordle.State, level tilekit.Level, seed uint64, seat int) (wordle.Move, error) {
	if s.Over() || !slices.Contains(s.ToMove(), seat) {
		return wordle.Move{}, nil
	}
	level = min(max(level, tilekit.Easy), tilekit.Expert)
	// The randomness of one decision: from the seed, the game's length and
	// the seat, so two bots with one seed do not mirror each other.
	r := rand.New(rand.NewPCG(seed, uint64(s.Moves())*wordle.MaxPlayers+uint64(seat)))
	if needsSecret(s, seat) {
		w, err := botSecret(ctx, s, level, r)
		if err != nil {
			return wordle.Move{}, err
		}
		return wordle.SetSecret(seat, w), nil
	}
	g := seatOf(s, seat)
	if level == tilekit.Expert {
		w, err := g.expertGuess(ctx)
		return g.botGuess(w, err)
	}
	fit, err := g.fitting()
	if err != nil {
		return g.botGuess("", err)
	}
	switch level {
	case tilekit.Hard:
		return g.botGuess(g.entropyGuess(ctx, fit))
	case tilekit.Medium:
		return g.botGuess(fit.widest(ctx), nil)
	}
	return g.botGuess(fit.pick(r), nil)
}

// needsSecret reports whether seat hosts the current round and has still
// to set its secret.
func needsSecret(s wordle.State, seat int) bool {
	return !s.Over() && s.Host() == seat && s.Secret() == ""
}

// A guesser is one guesser's seat in the current round, as a hint or a
// bot looks at it: its own rows, as letter codes.
type guesser struct {
	s     wordle.State
	seat  int
	alpha *tiles.Alphabet // the rules' alphabet; nil for English
	steps []Step          // the rows played, crossed-out ones left out
	rows  int             // the rows played, crossed-out ones included
}

// seatOf returns guesser seat of s, which may guess now.
func seatOf(s wordle.State, seat int) guesser {
	g := guesser{s: s, seat: seat, alpha: s.Rules().Alphabet}
	if g.alpha == tiles.English() {
		g.alpha = nil
	}
	rounds := s.View(seat).Rounds
	for _, row := range rounds[len(rounds)-1].Boards[seat].Rows {
		g.rows++
		if w := g.codes(row.Word); w != "" && !row.CrossedOut {
			g.steps = append(g.steps, Step{Guess: w, Pattern: row.Pattern})
		}
	}
	return g
}

// codes reads a word of the game as letter codes ("" for no word).
func (g guesser) codes(text string) string {
	if g.alpha == nil {
		return text // English: the word is its codes
	}
	w, err := wordle.ReadWord(g.alpha, text)
	if err != nil {
		return ""
	}
	return w
}

// codeList is codes of each word of a list of the game.
func (g guesser) codeList(words []string) []string {
	if g.alpha != nil {
		for i, w := range words {
			words[i] = g.codes(w)
		}
	}
	return words
}

// text writes letter codes as a word of the game.
func (g guesser) text(codes string) string { return wordle.WordText(g.alpha, codes) }

// botGuess turns a chosen word (letter codes) into the bot's move: the
// guess, or giving up when nothing fits.
func (g guesser) botGuess(w string, err error) (wordle.Move, error) {
	switch {
	case errors.Is(err, errors.ErrUnsupported):
		return wordle.GiveUp(g.seat), nil
	case err != nil:
		return wordle.Move{}, err
	}
	return wordle.Guess(g.seat, g.text(w)), nil
}

// expertGuess is the Expert guesser's word: the bundled solver's Hint
// where the game's words are the solver's, else the Hard guesser's. Its
// error wraps ctx.Err() when ctx stopped it.
func (g guesser) expertGuess(ctx context.Context) (string, error) {
	sv, ok, err := bundledFor(ctx, g.s, g.rows-len(g.steps))
	if err != nil {
		return "", err
	}
	if ok {
		w, err := memoHint(ctx, sv, g.steps)
		if err == nil && g.s.Validate(wordle.Guess(g.seat, w)) == nil {
			return w, nil
		}
		if err != nil && ctx.Err() != nil {
			return "", err
		}
	}
	fit, err := g.fitting()
	if err != nil {
		return "", err
	}
	return g.entropyGuess(ctx, fit)
}

// hintMemo remembers the bundled solvers' Hints by mode, tries and
// history: the Expert guesser and host ask the same questions again and
// again, and a Hint is a pure function of them. It stops growing at
// maxHintMemo entries.
var hintMemo = memo.New[string, string](maxHintMemo)

const maxHintMemo = 1 << 16

// memoHint is sv.Hint(steps), remembered, under ctx (see hintContext):
// a Hint that ctx stopped is an error, and is not remembered.
func memoHint(ctx context.Context, sv *Solver, steps []Step) (string, error) {
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
	w, err := sv.hintContext(ctx, steps)
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
// it plays a fitting word. Its error wraps ctx.Err() when ctx stopped it.
func (g guesser) entropyGuess(ctx context.Context, fit fitSet) (string, error) {
	cands := slices.Collect(fit.words)
	if len(cands) <= 2 {
		return cands[0], nil
	}
	rules := g.s.Rules()
	opening := len(g.steps) == 0 && fit.common && g.s.Dictionary() == dictionary.Default()
	if opening {
		if w, ok := openers.Load(rules.WordLength); ok {
			return w.(string), nil
		}
	}
	var pool []string
	switch {
	case g.rows+1 >= rules.Tries:
		pool = cands // the last row: only a fitting word can still win
	case rules.Hard:
		var err error
		if pool, err = g.hardPool(ctx); err != nil {
			return "", err
		}
	default:
		pool = g.codeList(g.s.CommonWords())
	}
	best, err := maxEntropy(ctx, pool, cands)
	if err != nil {
		return "", err
	}
	if opening {
		openers.Store(rules.WordLength, best)
	}
	return best, nil
}

// hardPool returns the common words that hard mode lets the guesser
// play, as letter codes. Its error wraps ctx.Err() when ctx stopped it.
func (g guesser) hardPool(ctx context.Context) ([]string, error) {
	pool := g.codeList(g.s.CommonWords())
	poll := poller{ctx: ctx}
	var err error
	pool = slices.DeleteFunc(pool, func(w string) bool {
		if err == nil {
			err = poll.add(checkWork)
		}
		return err != nil || g.s.Validate(wordle.Guess(g.seat, g.text(w))) != nil
	})
	if err != nil {
		return nil, fmt.Errorf("wordle: the search for the best guess was stopped: %w", err)
	}
	return pool, nil
}

// checkWork is what hard mode's check of one guess costs, in pollWork's
// units: about 400 ns, as much as marking 13 words.
const checkWork = 16

// openers remembers the Hard guesser's first word by word length, for the
// bundled lists (the search over every common word takes a while). The
// five-letter one is known in advance (TestHardOpenerLong checks it).
var openers = func() *sync.Map {
	var m sync.Map
	m.Store(5, "TALES")
	return &m
}()

// maxEntropy returns the guess of pool whose markings split cands the
// most evenly (the highest entropy); ties go to a word of cands, then to
// the earlier. An empty pool gives cands[0]. It looks at ctx every
// pollWork markings, and once ctx is done returns an error wrapping
// ctx.Err().
func maxEntropy(ctx context.Context, pool, cands []string) (string, error) {
	isCand := make(map[string]bool, len(cands))
	for _, c := range cands {
		isCand[c] = true
	}
	best, bestH, bestCand := cands[0], -1.0, false
	counts := make([]int32, pow3(len(cands[0])))
	var touched []int
	pats := make([]Pattern, 0, len(cands))
	n := float64(len(cands))
	poll := poller{ctx: ctx}
	for _, g := range pool {
		if err := poll.add(len(cands)); err != nil {
			return "", fmt.Errorf("wordle: the search for the best guess was stopped: %w", err)
		}
		touched = touched[:0]
		// The words are the game's own, of its length: none is refused.
		pats, _ = wordle.AppendFeedbackCodes(pats[:0], g, cands)
		for _, pat := range pats {
			p := pat.Code()
			if counts[p] == 0 {
				touched = append(touched, p)
			}
			counts[p]++
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
	return best, nil
}

// pollWork is how much work a bot does between two looks at its context,
// in words compared with a word: about a millisecond.
const pollWork = 1 << 15

// A poller looks at a context once every pollWork units of work, so that
// a long loop stops soon after the context is done without the cost of
// a look at every step.
type poller struct {
	ctx  context.Context
	work int
}

// add counts n units of work done and returns ctx.Err() when it looks,
// nil when it does not.
func (p *poller) add(n int) error {
	if p.work += n; p.work < pollWork {
		return nil
	}
	p.work = 0
	return p.ctx.Err()
}

// Host levels: how many random suggestions a host weighs, and how it
// ranks them.
var hostSamples = [...]int{tilekit.Easy: 1, tilekit.Medium: 5, tilekit.Hard: 16, tilekit.Expert: 200}

// botSecret picks a secret, in the game's notation. Easy takes a random
// suggestion; Medium, of a few random suggestions, the one with the most
// neighbours (words of the list that differ from it in one letter only:
// a secret such as LIGHT, one of many words that fit the same rows,
// costs guessers rows); Hard likewise of more; Expert, of many, among
// those with the most neighbours, the one the Expert guesser needs most
// guesses for. Its error wraps ctx.Err() when ctx stopped it.
func botSecret(ctx context.Context, s wordle.State, level tilekit.Level, r *rand.Rand) (string, error) {
	list, err := s.Suggestions()
	if err != nil {
		return "", err
	}
	k := hostSamples[level]
	if k == 1 {
		return list[r.IntN(len(list))], nil
	}
	g := guesser{alpha: s.Rules().Alphabet}
	if g.alpha == tiles.English() {
		g.alpha = nil
	}
	text := list
	if g.alpha != nil {
		text = slices.Clone(list)
	}
	list = g.codeList(list)
	// Rank the sample by neighbours, the earlier word first among equals.
	type ranked struct {
		w       int // index in list
		n, deep int
	}
	sample := make([]ranked, k)
	poll := poller{ctx: ctx}
	for i := range sample {
		if err := poll.add(len(list)); err != nil {
			return "", fmt.Errorf("wordle: the choice of a secret was stopped: %w", err)
		}
		w := r.IntN(len(list))
		sample[i] = ranked{w: w, n: neighbours(list[w], list)}
	}
	slices.SortStableFunc(sample, func(a, b ranked) int { return b.n - a.n })
	if level < tilekit.Expert {
		return text[sample[0].w], nil
	}
	sv, ok, err := bundledFor(ctx, s, 0)
	if err != nil || !ok {
		return text[sample[0].w], err
	}
	// Expert: of the words with the most neighbours, the one the Expert
	// guesser needs most guesses for.
	best := 0
	for i := range min(len(sample), expertDepthChecks) {
		if sample[i].deep, err = solverDepth(ctx, sv, list[sample[i].w]); err != nil {
			return "", err
		}
		if sample[i].deep > sample[best].deep {
			best = i
		}
	}
	return text[sample[best].w], nil
}

// expertDepthChecks is how many words of its sample the Expert host plays
// the Expert guesser against.
const expertDepthChecks = 16

// solverDepth returns how many guesses the Expert guesser (sv's Hints)
// needs for secret: sv.Tries()+1 when it does not find it. Its error
// wraps ctx.Err() when ctx stopped a Hint.
func solverDepth(ctx context.Context, sv *Solver, secret string) (int, error) {
	var steps []Step
	for i := 1; i <= sv.Tries(); i++ {
		w, err := memoHint(ctx, sv, steps)
		if err != nil && ctx.Err() != nil {
			return 0, err
		}
		if err != nil {
			break
		}
		if w == secret {
			return i, nil
		}
		steps = append(steps, Step{Guess: w, Pattern: codeFeedback(secret, w)})
	}
	return sv.Tries() + 1, nil
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
