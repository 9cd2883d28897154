package wordle

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// The marking of a guess: marks, patterns, Feedback and the rows of a
// history. Package wordle/solver builds its tables with FeedbackCodes and
// takes a game's rows as Steps, so a game's history is a solver's
// history.

// MaxPatternLen is the longest word Feedback and Pattern handle. It is
// larger than the game's own limit so that solvers over other word lists
// can use the same types.
const MaxPatternLen = 10

// ErrBadPattern reports pattern text that ParsePattern cannot read, or a
// row set that cannot be turned into a share grid.
var ErrBadPattern = errors.New("invalid pattern")

// A Mark is the colour one letter of a guess earns: Grey, Yellow or Green.
// Its String method returns "grey", "yellow" or "green".
type Mark uint8

// The three marks. Their numeric values are the digits of Pattern.Code.
const (
	Grey   Mark = iota // the letter is not in the secret (or not that many times)
	Yellow             // the letter is in the secret, somewhere else
	Green              // the letter is in the secret at this position
)

var markChars = [...]byte{Grey: '.', Yellow: 'Y', Green: 'G'}
var markNames = [...]string{Grey: "grey", Yellow: "yellow", Green: "green"}
var markEmoji = [...]string{Grey: "⬛", Yellow: "🟨", Green: "🟩"}

// String returns "grey", "yellow" or "green".
func (m Mark) String() string {
	if int(m) < len(markNames) {
		return markNames[m]
	}
	return fmt.Sprintf("Mark(%d)", uint8(m))
}

// pow3[i] is 3 to the power i: the weight of position i in a Pattern code.
var pow3 = [MaxPatternLen + 1]uint32{1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049}

// A Pattern is the feedback for one guess: a Mark per letter. It is a small
// comparable value, so it can be a map key or sit in a State. The zero
// Pattern has length 0 and is what no guess produces.
//
// A Pattern of length n is stored as a base-3 number (Code) whose digit i is
// the Mark of letter i, plus the length. Its methods: Len, Code, At, Marks,
// Counts, Greens, Yellows, Solved, String (one character per letter: G
// green, Y yellow, . grey), Emoji, and MarshalText and UnmarshalText in
// String's form.
type Pattern struct {
	code uint16
	n    uint8
}

// MakePattern builds the Pattern with the given marks, one per letter.
func MakePattern(marks ...Mark) (Pattern, error) {
	if len(marks) == 0 || len(marks) > MaxPatternLen {
		return Pattern{}, fmt.Errorf("wordle: pattern of %d marks: %w", len(marks), ErrBadPattern)
	}
	var code uint32
	for i, m := range marks {
		if m > Green {
			return Pattern{}, fmt.Errorf("wordle: mark %d at position %d: %w", m, i+1, ErrBadPattern)
		}
		code += uint32(m) * pow3[i]
	}
	return Pattern{code: uint16(code), n: uint8(len(marks))}, nil
}

// PatternFromCode is the inverse of Pattern.Code: the Pattern of length n
// whose marks are the base-3 digits of code (position 0 the lowest digit).
func PatternFromCode(n, code int) (Pattern, error) {
	if n < 1 || n > MaxPatternLen {
		return Pattern{}, fmt.Errorf("wordle: pattern length %d: %w", n, ErrBadPattern)
	}
	if code < 0 || code >= int(pow3[n]) {
		return Pattern{}, fmt.Errorf("wordle: pattern code %d for length %d: %w", code, n, ErrBadPattern)
	}
	return Pattern{code: uint16(code), n: uint8(n)}, nil
}

// Solved returns the all-green Pattern of length n (the zero Pattern when n
// is out of range).
func Solved(n int) Pattern {
	if n < 1 || n > MaxPatternLen {
		return Pattern{}
	}
	return Pattern{code: uint16(pow3[n] - 1), n: uint8(n)}
}

// Feedback marks guess against secret the standard way. Greens come first:
// every letter in its secret position. Then, from left to right, each other
// letter of the guess is yellow while the secret still has an unmatched
// occurrence of it, and grey once those are used up.
//
// Letters are ASCII and case does not matter. The words must have the same
// length, between 1 and MaxPatternLen (ErrWrongLength), and only letters
// (ErrNotLetters).
func Feedback(secret, guess string) (Pattern, error) {
	n := len(secret)
	if n != len(guess) || n == 0 || n > MaxPatternLen {
		// A non-ASCII letter takes several bytes: name it rather than
		// a length that counts bytes.
		if !isLetters(secret) && secret != "" || !isLetters(guess) && guess != "" {
			return Pattern{}, &feedbackError{secret, guess, ErrNotLetters, false}
		}
		return Pattern{}, &feedbackError{secret, guess, ErrWrongLength, false}
	}
	for i := range n {
		if (secret[i]|0x20)-'a' >= 26 || (guess[i]|0x20)-'a' >= 26 {
			return Pattern{}, &feedbackError{secret, guess, ErrNotLetters, false}
		}
	}
	p, _ := mark(secret, guess, 31)
	return p, nil
}

// FeedbackCodes marks guess against secret as Feedback does, for words
// held as letter codes: one byte a letter, 'A' plus the letter's index in
// its alphabet, as package tiles numbers letters (ReadWord gives them;
// English codes are the ASCII capitals, so an English word in capitals
// is its own code string). It is the marking a solver's tables are built
// with: a letter of several characters is one code, and the check costs
// a pass over the bytes. The words must have the same length, 1 to
// MaxPatternLen (ErrWrongLength), and only codes, the bytes 'A' to
// 'A'+63 (room for tiles.MaxLetters letters: ErrNotLetters).
func FeedbackCodes(secret, guess string) (Pattern, error) {
	n := len(secret)
	if n != len(guess) || n == 0 || n > MaxPatternLen {
		return Pattern{}, &feedbackError{secret, guess, ErrWrongLength, true}
	}
	p, ok := mark(secret, guess, 63)
	if !ok {
		return Pattern{}, &feedbackError{secret, guess, ErrNotLetters, true}
	}
	return p, nil
}

// AppendFeedbackCodes appends to dst the marking of guess against each
// word of secrets, as FeedbackCodes marks one pair, and returns the
// extended slice: a row of a solver's table of every guess against
// every answer, in one call. When a word is refused (as FeedbackCodes
// refuses it) it returns dst unchanged and the error, which names the
// first such word.
func AppendFeedbackCodes(dst []Pattern, guess string, secrets []string) ([]Pattern, error) {
	n, start := len(guess), len(dst)
	if n == 0 || n > MaxPatternLen {
		_, err := FeedbackCodes(guess, guess)
		return dst, err
	}
	for _, secret := range secrets {
		p, ok := Pattern{}, false
		if len(secret) == n {
			p, ok = mark(secret, guess, 63)
		}
		if !ok {
			_, err := FeedbackCodes(secret, guess)
			return dst[:start], err
		}
		dst = append(dst, p)
	}
	return dst, nil
}

// codeFeedback marks code string guess against code string secret, for
// the game's own words, which are checked codes of the rules' length.
func codeFeedback(secret, guess string) Pattern {
	p, _ := mark(secret, guess, 63)
	return p
}

// mark is the marking Feedback and FeedbackCodes share, on words of the
// same length. Two bytes are the same letter when they agree in the bits
// of mask: 31 makes an ASCII letter's two cases one letter, and 63 keeps
// the letter codes apart. codes reports whether every byte of both
// words is a letter code, 'A' to 'A'+63 (an offset from 'A' below 64),
// gathered in the same pass so that FeedbackCodes' check costs one
// operation a byte.
func mark(secret, guess string, mask byte) (p Pattern, codes bool) {
	n := len(secret)
	var left [64]uint8 // unmatched secret letters, indexed by byte&mask
	var green uint16   // bit i set when position i is green
	var code uint32
	var off byte // the bits of every byte's offset from 'A'
	for i := range n {
		sb, gb := secret[i], guess[i]
		off |= (sb - 'A') | (gb - 'A')
		s, g := sb&mask, gb&mask
		if s == g {
			green |= 1 << i
			code += 2 * pow3[i]
		} else {
			left[s&63]++
		}
	}
	for i := range n {
		if green&(1<<i) != 0 {
			continue
		}
		g := guess[i] & mask & 63
		if left[g] > 0 {
			left[g]--
			code += pow3[i]
		}
	}
	return Pattern{code: uint16(code), n: uint8(n)}, off < 64
}

// isCodes reports whether w is a word of letter codes of an alphabet of
// size letters: non-empty, every byte 'A' to 'A'+size-1.
func isCodes(w string, size int) bool {
	if w == "" {
		return false
	}
	for i := range len(w) {
		if c := int(w[i]) - 'A'; c < 0 || c >= size {
			return false
		}
	}
	return true
}

// feedbackError keeps the words a Feedback call rejected without
// formatting them until someone reads the message.
type feedbackError struct {
	secret, guess string
	err           error
	codes         bool // the words are letter codes (FeedbackCodes)
}

func (e *feedbackError) Error() string {
	s, g := notation.Quote(e.secret), notation.Quote(e.guess)
	if e.err == ErrWrongLength {
		return fmt.Sprintf("wordle: secret %s and guess %s: %d and %d letters (1 to %d, the same for both): %v",
			s, g, len(e.secret), len(e.guess), MaxPatternLen, e.err)
	}
	if e.codes {
		return fmt.Sprintf("wordle: secret %s and guess %s: letter codes are the bytes 0x41 ('A') to 0x80: %v", s, g, e.err)
	}
	w := e.secret
	if isLetters(w) {
		w = e.guess
	}
	return fmt.Sprintf("wordle: secret %s and guess %s: %s: %v", s, g, notLetters(w), e.err)
}

func (e *feedbackError) Unwrap() error { return e.err }

// Len returns the number of letters the Pattern covers (0 for the zero
// Pattern).
func (p Pattern) Len() int { return int(p.n) }

// Code returns the Pattern as a number in [0, 3^Len): the sum of
// Mark(i)·3^i. It is a dense index for tables keyed by pattern.
func (p Pattern) Code() int { return int(p.code) }

// At returns the Mark of letter i (Grey when i is out of range).
func (p Pattern) At(i int) Mark {
	if i < 0 || i >= int(p.n) {
		return Grey
	}
	return Mark(uint32(p.code) / pow3[i] % 3)
}

// Marks returns the marks, one per letter.
func (p Pattern) Marks() []Mark {
	ms := make([]Mark, p.n)
	c := uint32(p.code)
	for i := range ms {
		ms[i] = Mark(c % 3)
		c /= 3
	}
	return ms
}

// Counts returns how many letters are green and how many yellow: what the
// host announces to the other players.
func (p Pattern) Counts() (greens, yellows int) {
	c := uint32(p.code)
	for range p.n {
		switch c % 3 {
		case uint32(Green):
			greens++
		case uint32(Yellow):
			yellows++
		}
		c /= 3
	}
	return greens, yellows
}

// Greens returns the number of green letters.
func (p Pattern) Greens() int { g, _ := p.Counts(); return g }

// Yellows returns the number of yellow letters.
func (p Pattern) Yellows() int { _, y := p.Counts(); return y }

// Solved reports whether every letter is green, that is, the guess was the
// secret. The zero Pattern is not solved.
func (p Pattern) Solved() bool { return p.n > 0 && uint32(p.code) == pow3[p.n]-1 }

// String returns one character per letter: G green, Y yellow, . grey.
func (p Pattern) String() string {
	var b [MaxPatternLen]byte
	c := uint32(p.code)
	for i := range int(p.n) {
		b[i] = markChars[c%3]
		c /= 3
	}
	return string(b[:p.n])
}

// Emoji returns the row as coloured squares, 🟩 green, 🟨 yellow, ⬛ grey,
// as the original game shares it.
func (p Pattern) Emoji() string {
	var b strings.Builder
	c := uint32(p.code)
	for range p.n {
		b.WriteString(markEmoji[c%3])
		c /= 3
	}
	return b.String()
}

// ParsePattern reads the text String writes: one character per letter,
// G or g for green, Y or y for yellow, and . (or _ or -) for grey.
func ParsePattern(text string) (Pattern, error) {
	if len(text) == 0 || len(text) > MaxPatternLen {
		return Pattern{}, fmt.Errorf("wordle: pattern %s: need 1 to %d marks: %w", notation.Quote(text), MaxPatternLen, ErrBadPattern)
	}
	var code uint32
	for i := range len(text) {
		var m Mark
		switch text[i] {
		case 'G', 'g':
			m = Green
		case 'Y', 'y':
			m = Yellow
		case '.', '_', '-':
			m = Grey
		default:
			return Pattern{}, fmt.Errorf("wordle: pattern %s: %s is not G, Y or '.': %w", notation.Quote(text), notation.CharAt(text, i), ErrBadPattern)
		}
		code += uint32(m) * pow3[i]
	}
	return Pattern{code: uint16(code), n: uint8(len(text))}, nil
}

// MarshalText writes String's form; the zero Pattern writes nothing.
func (p Pattern) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads ParsePattern's form; empty text gives the zero
// Pattern. On error p is unchanged.
func (p *Pattern) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*p = Pattern{}
		return nil
	}
	q, err := ParsePattern(string(text))
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// A Step is one row of a player's history: a guess and the feedback it got.
// Its JSON has camelCase keys, the pattern in its String form:
// {"guess":"CRANE","pattern":"..Y.G"}.
type Step struct {
	Guess   string  `json:"guess"`
	Pattern Pattern `json:"pattern"`
}

// isLetters reports whether w is a non-empty string of ASCII letters.
func isLetters(w string) bool {
	_, ok := dictionary.Normalize(w)
	return ok
}

// notLetters says which character of w is not a letter A-Z, naming it as
// the character (not a byte of it) and clipping w.
func notLetters(w string) string {
	if w == "" {
		return "the word is empty"
	}
	i := strings.IndexFunc(w, func(r rune) bool { return !('A' <= r && r <= 'Z' || 'a' <= r && r <= 'z') })
	if i < 0 {
		i = 0
	}
	return fmt.Sprintf("%s in %s is not a letter A-Z", notation.CharAt(w, i), notation.Quote(w))
}

// upperASCII upper-cases the ASCII letters of w and keeps every other byte.
func upperASCII(w string) string {
	for i := range len(w) {
		if 'a' <= w[i] && w[i] <= 'z' {
			b := []byte(w)
			for j := i; j < len(b); j++ {
				if 'a' <= b[j] && b[j] <= 'z' {
					b[j] -= 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return w
}

// FeedbackIn is Feedback for words in alphabet a (nil means English, for
// which it is Feedback itself). Each word is read as the alphabet reads
// text: greedily, in any case, with its folds (Spanish Á is A, German ß
// is SS) and brackets ([CH] is one letter). Marking is per letter, so a
// letter of several characters is one square, and repeated letters are
// marked as in English. The words must have the same number of letters,
// 1 to MaxPatternLen (ErrWrongLength), and only letters of a
// (ErrNotLetters).
func FeedbackIn(a *tiles.Alphabet, secret, guess string) (Pattern, error) {
	if a == nil || a == tiles.English() {
		return Feedback(secret, guess)
	}
	var codes [2][]byte
	for i, w := range [2]string{secret, guess} {
		c, err := a.ParseWord(w)
		if err != nil {
			return Pattern{}, fmt.Errorf("wordle: secret %s and guess %s: %s: %w", notation.Quote(secret), notation.Quote(guess), strings.TrimPrefix(err.Error(), "tiles: "), ErrNotLetters)
		}
		codes[i] = c
	}
	if n := len(codes[0]); n != len(codes[1]) || n > MaxPatternLen {
		return Pattern{}, fmt.Errorf("wordle: secret %s and guess %s: %d and %d %s letters (1 to %d, the same for both): %w",
			notation.Quote(secret), notation.Quote(guess), n, len(codes[1]), a.Name(), MaxPatternLen, ErrWrongLength)
	}
	return codeFeedback(string(codes[0]), string(codes[1])), nil
}

// ShareGrid formats a finished set of rows the way the original game shares
// a result, without any letters:
//
//	Wordle 4/6*
//
//	⬛🟨⬛⬛⬛
//	...
//	🟩🟩🟩🟩🟩
//
// title starts the first line (it may be empty); the score is the number of
// rows out of tries, or X when the last row is not solved (the player used
// every try, gave up or ran out of time); a * marks hard mode. A zero
// Pattern stands for a row crossed out when time ran out, drawn as a row
// of ⬜. The rows must be non-empty, at most tries of them, those not
// crossed out of one length, with only the last one allowed to be solved;
// anything else is ErrBadPattern. A board of crossed-out rows only has no
// length to draw: Board.ShareGrid, which knows the rules, draws it.
func ShareGrid(title string, rows []Pattern, tries int, hard bool) (string, error) {
	n := 0
	for _, r := range rows {
		if r.Len() > 0 {
			n = r.Len()
			break
		}
	}
	if n == 0 && len(rows) > 0 {
		return "", fmt.Errorf("wordle: share grid of %d crossed-out rows has no word length: share the board of a view instead: %w", len(rows), ErrBadPattern)
	}
	return shareGrid(title, rows, n, tries, hard)
}

// shareGrid is ShareGrid for words of n letters.
func shareGrid(title string, rows []Pattern, n, tries int, hard bool) (string, error) {
	if len(rows) == 0 || tries < 1 || len(rows) > tries {
		return "", fmt.Errorf("wordle: share grid of %d rows for %d tries: %w", len(rows), tries, ErrBadPattern)
	}
	for i, r := range rows {
		if r.Len() != 0 && r.Len() != n {
			return "", fmt.Errorf("wordle: share grid row %d has %d marks, not %d: %w", i+1, r.Len(), n, ErrBadPattern)
		}
		if r.Solved() && i != len(rows)-1 {
			return "", fmt.Errorf("wordle: share grid row %d is solved but not last: %w", i+1, ErrBadPattern)
		}
	}
	var b strings.Builder
	b.WriteString(title)
	if title != "" {
		b.WriteByte(' ')
	}
	if rows[len(rows)-1].Solved() {
		fmt.Fprintf(&b, "%d/%d", len(rows), tries)
	} else {
		fmt.Fprintf(&b, "X/%d", tries)
	}
	if hard {
		b.WriteByte('*')
	}
	b.WriteString("\n\n")
	for i, r := range rows {
		if i > 0 {
			b.WriteByte('\n')
		}
		if r.Len() == 0 {
			b.WriteString(strings.Repeat(crossedOut, n))
		} else {
			b.WriteString(r.Emoji())
		}
	}
	return b.String(), nil
}

// crossedOut draws one letter of a row lost to the timer.
const crossedOut = "⬜"
