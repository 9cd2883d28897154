package wordle

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// Validate returns nil exactly when Apply(m) would succeed, and otherwise
// the *MoveError Apply would return.
func (s State) Validate(m Move) error {
	_, _, _, err := s.check(m, false)
	return err
}

// Apply plays m and returns the new State. On error the receiver is
// unchanged (it always is: State is a value) and the *MoveError names the
// rule and the input that broke it. A rejected guess costs no try.
func (s State) Apply(m Move) (State, error) {
	return s.apply(m, false)
}

// reject returns the *MoveError for m, naming its player.
func (s State) reject(m Move, err error, format string, args ...any) error {
	return &MoveError{Player: s.Name(m.Player), Move: m, Err: err, Detail: fmt.Sprintf(format, args...)}
}

// check decides whether m is legal and returns it with its word in upper
// case (in the notation of the rules' alphabet), the word's letter codes
// and the marking of a guess. In replay mode (decoding a saved game) a
// detached custom dictionary or check is trusted, not consulted.
func (s State) check(m Move, replay bool) (Move, string, Pattern, error) {
	m, pat, err := s.checkMove(m, replay)
	if err != nil || m.Word == "" {
		return m, "", pat, err
	}
	// checkMove left the codes in m.Word.
	w := m.Word
	m.Word = s.rules.text(w)
	return m, w, pat, nil
}

// checkMove is check, returning the word's codes in the Move.
func (s State) checkMove(m Move, replay bool) (Move, Pattern, error) {
	var none Pattern
	if s.players == 0 || len(s.rounds) == 0 {
		return m, none, s.reject(m, ErrGameOver, "the game is over: no game was dealt")
	}
	if s.Over() {
		return m, none, s.reject(m, ErrGameOver, "the game is over: all %d rounds have been played", s.Rounds())
	}
	switch m.Kind {
	case KindSetSecret, KindGuess, KindGiveUp, KindTimeUp:
	default:
		return m, none, s.reject(m, ErrBadMove, "%d is not a kind of move", m.Kind)
	}
	if m.Masked || m.Greens != 0 || m.Yellows != 0 {
		return m, none, s.reject(m, ErrBadMove, "a guess as the table hears it is not a move: play the word")
	}
	if m.Player < 0 || m.Player >= s.players {
		return m, none, s.reject(m, ErrUnknownPlayer, "the move is for a seat that is not at the table (%s)", playerCount(s.players))
	}
	r := s.current()
	round := strconv.Itoa(len(s.rounds)) // rounds are counted from 1 for people
	if m.Kind == KindSetSecret {
		switch {
		case r.host < 0:
			return m, none, s.reject(m, ErrNotYourTurn, "in a solo game the library sets the secret")
		case m.Player != r.host:
			return m, none, s.reject(m, ErrNotYourTurn, "%s hosts round %s and sets its secret", s.Name(r.host), round)
		case r.secret != "":
			return m, none, s.reject(m, ErrNotYourTurn, "the secret of round %s is already set", round)
		}
		w, detail, rule := s.rules.readWord(m.Word)
		if rule == nil {
			detail, rule = s.checkWord(w, true, replay)
		}
		if rule != nil {
			return m, none, s.reject(m, rule, "%s", detail)
		}
		m.Word = w
		return m, none, nil
	}
	b := r.boards[m.Player]
	switch {
	case m.Player == r.host:
		return m, none, s.reject(m, ErrNotYourTurn, "%s hosts round %s and does not guess", s.Name(m.Player), round)
	case r.secret == "":
		return m, none, s.reject(m, ErrNotYourTurn, "waiting for %s to set the secret of round %s", s.Name(r.host), round)
	case b.status != StatusPlaying:
		return m, none, s.reject(m, ErrPlayerDone, "%s has %s in round %s", s.Name(m.Player), doneVerb(b.status), round)
	}
	switch m.Kind {
	case KindGiveUp, KindTimeUp:
		if m.Word != "" {
			return m, none, s.reject(m, ErrBadMove, "%s takes no word", m.Kind)
		}
		if m.Kind == KindTimeUp && s.rules.TimeLimit <= 0 {
			return m, none, s.reject(m, ErrNotTimed, "time-up is only for timed games")
		}
		return m, none, nil
	}
	w, detail, rule := s.rules.readWord(m.Word)
	if rule == nil {
		detail, rule = s.checkWord(w, false, replay)
	}
	if rule != nil {
		return m, none, s.reject(m, rule, "%s", detail)
	}
	if s.rules.Hard {
		if err := s.hardCheck(b.rows, w); err != nil {
			return m, none, s.reject(m, ErrHardMode, "hard mode: %v", err)
		}
	}
	m.Word = w
	return m, codeFeedback(r.secret, w), nil
}

func doneVerb(st Status) string {
	switch st {
	case StatusSolved:
		return "already solved"
	case StatusFailed:
		return "used every try"
	case StatusGaveUp:
		return "given up"
	case StatusStopped:
		return "been stopped by another player's solve"
	}
	return st.String()
}

// checkWord checks a word given as letter codes (an upper-case word in
// English) as a guess or a secret. It returns a detail for people and
// the rule broken (nil when the word is fine).
func (s State) checkWord(w string, secret, replay bool) (string, error) {
	n := s.rules.WordLength
	switch {
	case w == "":
		return "no word given", ErrNotLetters
	case !s.rules.isCodes(w):
		return notLetters(w), ErrNotLetters
	case len(w) != n:
		return fmt.Sprintf("%s has %d letters, not %d", notation.Quote(s.rules.text(w)), len(w), n), ErrWrongLength
	}
	d := s.Dictionary()
	if d == nil {
		if replay {
			return "", nil
		}
		return "the game has no dictionary to check words with until it is given back", ErrDetached
	}
	if !secret {
		if !s.rules.inDict(d, w) {
			return fmt.Sprintf("%q is not a word", s.rules.text(w)), ErrNotAWord
		}
		return "", nil
	}
	dw, ok := s.rules.dictWord(w)
	if !ok {
		return fmt.Sprintf("%q is not a word", s.rules.text(w)), ErrNotAWord
	}
	if s.customCheck && s.rules.SecretCheck == nil {
		if replay {
			return "", nil
		}
		return "the game's own secret check must be given back before a secret can be set", ErrDetached
	}
	if s.rules.SecretCheck == nil {
		if err := DefaultSecretCheck(dw, d); err != nil {
			rule := errors.Unwrap(err)
			if rule == nil {
				return err.Error(), err
			}
			return strings.TrimPrefix(err.Error(), rule.Error()+": "), rule
		}
		return "", nil
	}
	if err := s.rules.SecretCheck(dw, d); err != nil {
		return fmt.Sprintf("%q may not be the secret: %v", s.rules.text(w), err), err
	}
	return "", nil
}

// hardCheck reports how guess w ignores what rows revealed: a green
// letter moved, or a revealed letter used fewer times than a row showed.
func (s State) hardCheck(rows []row, w string) error {
	switch at, c, k := hardBreak(rows, w); {
	case at >= 0:
		return fmt.Errorf("the %s letter must be %s", ordinal(at+1), s.rules.letterText(c))
	case k == 1:
		return fmt.Errorf("the guess must contain %s", s.rules.letterText(c))
	case k > 1:
		return fmt.Errorf("the guess must contain %s %d times", s.rules.letterText(c), k)
	}
	return nil
}

// hardBreak finds the first way guess w ignores what rows revealed: at
// is the index of a green letter c that w moved (else -1); failing that,
// k > 0 is how many times w must hold the revealed letter c that it
// holds fewer times. It returns -1, 0, 0 when w keeps to hard mode.
func hardBreak(rows []row, w string) (at int, c byte, k int) {
	var need [letterSlots]uint8
	var some uint64 // bit l set when need[l] > 0
	for _, rw := range rows {
		if rw.word == "" {
			continue
		}
		var have [letterSlots]uint8
		var shown uint64
		for i := range len(rw.word) {
			c := rw.word[i]
			switch rw.pat.At(i) {
			case Green:
				if w[i] != c {
					return i, c, 0
				}
			case Yellow:
			default:
				continue
			}
			have[c-'A']++
			shown |= 1 << (c - 'A')
		}
		for m := shown; m != 0; m &= m - 1 {
			l := bits.TrailingZeros64(m)
			need[l] = max(need[l], have[l])
		}
		some |= shown
	}
	var got [letterSlots]uint8
	for i := range len(w) {
		got[w[i]-'A']++
	}
	for m := some; m != 0; m &= m - 1 {
		if l := bits.TrailingZeros64(m); got[l] < need[l] {
			return -1, 'A' + byte(l), int(need[l])
		}
	}
	return -1, 0, 0
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}

// apply plays m. In replay mode (decoding, where the State being built is
// the decoder's alone) it changes the rounds, boards and rows in place:
// a long text then costs a small multiple of its size, where copying them
// for every line would cost hundreds. Otherwise it copies what the move
// changes, and never writes into an array that s can see.
func (s State) apply(m Move, replay bool) (State, error) {
	m, w, pat, err := s.check(m, replay)
	if err != nil {
		return s, err
	}
	next := s
	next.history = s.history.Push(record(m, len(s.rounds)-1))
	if !replay {
		next.rounds = slices.Clone(s.rounds)
	}
	ri := len(next.rounds) - 1
	r := next.rounds[ri]
	if m.Kind == KindSetSecret {
		r.secret = w
		next.rounds[ri] = r
		return next, nil
	}
	if !replay {
		r.boards = slices.Clone(r.boards)
	}
	b := r.boards[m.Player]
	switch {
	case !replay:
		b.rows = slices.Clip(b.rows)
	case b.rows == nil && m.Kind != KindGiveUp:
		b.rows = make([]row, 0, s.rules.Tries)
	}
	switch m.Kind {
	case KindGiveUp:
		b.status = StatusGaveUp
	case KindTimeUp:
		b.rows = append(b.rows, row{})
	case KindGuess:
		b.rows = append(b.rows, row{w, pat})
		if w == r.secret {
			b.status = StatusSolved
		}
	}
	if b.status == StatusPlaying && len(b.rows) >= s.rules.Tries {
		b.status = StatusFailed
	}
	r.boards[m.Player] = b
	switch {
	case s.rules.Fast && b.status == StatusSolved:
		r.over = true
		for p := range r.boards {
			if r.boards[p].status == StatusPlaying {
				r.boards[p].status = StatusStopped
			}
		}
	default:
		r.over = !slices.ContainsFunc(r.boards, func(b board) bool { return b.status == StatusPlaying })
	}
	next.rounds[ri] = r
	if r.over && len(next.rounds) < next.Rounds() {
		nr := next.newRound(len(next.rounds), "")
		nr.start = next.history.Len()
		next.rounds = append(next.rounds, nr)
	}
	return next, nil
}

// playerCount says how many players a game has: "1 player", "3 players".
func playerCount(n int) string {
	if n == 1 {
		return "1 player"
	}
	return strconv.Itoa(n) + " players"
}
