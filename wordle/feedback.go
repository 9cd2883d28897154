package wordle

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle/internal/feedback"
)

// MaxPatternLen is the longest word Feedback and Pattern handle. It is
// larger than the game's own limit so that solvers over other word lists
// can use the same types.
const MaxPatternLen = feedback.MaxPatternLen

// ErrBadPattern reports pattern text that ParsePattern cannot read, or a
// row set that cannot be turned into a share grid.
var ErrBadPattern = feedback.ErrBadPattern

// A Mark is the colour one letter of a guess earns: Grey, Yellow or Green.
// Its String method returns "grey", "yellow" or "green".
type Mark = feedback.Mark

// The three marks. Their numeric values are the digits of Pattern.Code.
const (
	Grey   = feedback.Grey   // the letter is not in the secret (or not that many times)
	Yellow = feedback.Yellow // the letter is in the secret, somewhere else
	Green  = feedback.Green  // the letter is in the secret at this position
)

// A Pattern is the feedback for one guess: a Mark per letter. It is a small
// comparable value, so it can be a map key or sit in a State. The zero
// Pattern has length 0 and is what no guess produces.
//
// A Pattern of length n is stored as a base-3 number (Code) whose digit i is
// the Mark of letter i, plus the length. Its methods: Len, Code, At, Marks,
// Counts, Greens, Yellows, Solved, String (one character per letter: G
// green, Y yellow, . grey), Emoji, and MarshalText and UnmarshalText in
// String's form.
type Pattern = feedback.Pattern

// A Step is one row of a player's history: a guess and the feedback it got.
// Its JSON has camelCase keys, the pattern in its String form:
// {"guess":"CRANE","pattern":"..Y.G"}.
type Step = feedback.Step

// MakePattern builds the Pattern with the given marks, one per letter.
func MakePattern(marks ...Mark) (Pattern, error) { return feedback.MakePattern(marks...) }

// PatternFromCode is the inverse of Pattern.Code: the Pattern of length n
// whose marks are the base-3 digits of code (position 0 the lowest digit).
func PatternFromCode(n, code int) (Pattern, error) { return feedback.PatternFromCode(n, code) }

// Solved returns the all-green Pattern of length n (the zero Pattern when n
// is out of range).
func Solved(n int) Pattern { return feedback.Solved(n) }

// Feedback marks guess against secret the standard way. Greens come first:
// every letter in its secret position. Then, from left to right, each other
// letter of the guess is yellow while the secret still has an unmatched
// occurrence of it, and grey once those are used up.
//
// Letters are ASCII and case does not matter. The words must have the same
// length, between 1 and MaxPatternLen (ErrWrongLength), and only letters
// (ErrNotLetters). FeedbackIn marks words of other alphabets.
func Feedback(secret, guess string) (Pattern, error) { return feedback.Feedback(secret, guess) }

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

// ParsePattern reads the text Pattern.String writes: one character per
// letter, G or g for green, Y or y for yellow, and . (or _ or -) for grey.
func ParsePattern(text string) (Pattern, error) { return feedback.ParsePattern(text) }

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
