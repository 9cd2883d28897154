package wordle

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// Limits of the Rules knobs and of a game's size.
const (
	MinWordLength = 4  // shortest word length Rules allows
	MaxWordLength = 8  // longest word length Rules allows
	MaxTries      = 20 // most rows a guesser may have
	MaxPlayers    = 64 // most players (or teams) in one game
)

// A SecretCheck decides whether word may be a round's secret. The game
// calls it only with words of the rules' length in upper-case letters, so
// a check need not repeat those tests; d is the game's dictionary (never
// nil). It returns nil to accept the word, or an error saying why not
// (wrap ErrNotAWord, ErrPlural or a sentinel of your own).
type SecretCheck func(word string, d dictionary.Dictionary) error

// Rules holds every variant knob of the game. The zero Rules is not
// valid: start from DefaultRules or a preset and change fields.
//
// Rules holds a function (SecretCheck), so Rules values cannot be compared
// with ==, and the State's text form records only whether a custom check
// was in use: see State.AttachCheck. The JSON form (see MarshalJSON) has
// camelCase keys and the time limit in milliseconds.
type Rules struct {
	// WordLength is the number of letters of secrets and guesses, 4–8.
	// The box game uses 5.
	WordLength int

	// Tries is the number of rows a guesser has, 1–MaxTries (6 in the
	// box). A guesser who does not solve within them, or gives up, scores
	// Tries+1 points.
	Tries int

	// TimeLimit is the time each guess may take in timed mode (the box
	// suggests 60 or 90 seconds); 0 means an untimed game. The library
	// never reads a clock: the caller's own timer applies TimeUp.
	TimeLimit time.Duration

	// Fast is fast mode: the first guesser to solve ends the round and
	// scores 1, everyone else 0, and the most points wins.
	Fast bool

	// Hard is hard mode: a guess must keep every green letter in place and
	// use every revealed letter at least as often as a row revealed it.
	Hard bool

	// SecretCheck decides which words a host may choose as the secret;
	// nil means DefaultSecretCheck (in the dictionary, not a plural). The
	// game always checks the length and letters first. It is not part of
	// the JSON or text form of Rules.
	SecretCheck SecretCheck `json:"-"`

	// Alphabet is the alphabet words are spelled in; nil means
	// tiles.English (A–Z), the box game. Feedback is per letter: a letter
	// of several characters (a digraph) is one square, and WordLength
	// counts letters. A game in another alphabet plays with a word list
	// in that alphabet: its Setup.Dictionary, or the one its language
	// package bundles (see Spanish, French and German). Its JSON form is
	// the alphabet's name, "alphabet", left out for English.
	Alphabet *tiles.Alphabet `json:"-"`
}

// alphabet returns the rules' alphabet, English when none is set.
func (r Rules) alphabet() *tiles.Alphabet {
	if r.Alphabet == nil {
		return tiles.English()
	}
	return r.Alphabet
}

// english reports whether the rules play in the English alphabet.
func (r Rules) english() bool { return r.Alphabet == nil || r.Alphabet == tiles.English() }

// Spanish returns the default rules in the alphabet of the popular
// Spanish versions: tiles.Spanish27, the letters A–Z with Ñ after N and
// no digraphs; accented vowels read as the plain ones (Á is A). The
// words are the caller's Setup.Dictionary in that alphabet, for example
// dictionary.ReadWords(tiles.Spanish27(), f), or, when it is nil, the
// lists of package dictionary/es, which the program must import:
// secrets are then its everyday words. Secrets are checked only against
// the game's list (no plural rule).
func Spanish() Rules {
	r := DefaultRules()
	r.Alphabet = tiles.Spanish27()
	return r
}

// French returns the default rules in tiles.French, the letters A–Z:
// accents fold onto their letters (É is E, Ç is C) and Œ is OE, two
// squares, as French versions play it. As with Spanish, the words are
// the caller's list in that alphabet or, with none, those of package
// dictionary/fr when the program imports it.
func French() Rules {
	r := DefaultRules()
	r.Alphabet = tiles.French()
	return r
}

// German returns the default rules in tiles.German: Ä, Ö and Ü are
// letters of their own, and ß is written as SS (two squares), as the
// German versions play it. As with Spanish, the words are the caller's
// list in that alphabet or, with none, those of package dictionary/de
// when the program imports it.
func German() Rules {
	r := DefaultRules()
	r.Alphabet = tiles.German()
	return r
}

// DefaultRules returns the rules of the box game: five letters, six tries,
// no timer, standard scoring, the default secret check.
func DefaultRules() Rules {
	return Rules{WordLength: 5, Tries: 6}
}

// FastMode returns the box's fast variant: the first solver takes the
// round.
func FastMode() Rules {
	r := DefaultRules()
	r.Fast = true
	return r
}

// TimedMode returns the box's timed variant with d per guess (60 or 90
// seconds in the box). A negative d gives rules that Validate rejects;
// zero gives an untimed game.
func TimedMode(d time.Duration) Rules {
	r := DefaultRules()
	r.TimeLimit = d
	return r
}

// HardMode returns the default rules with hard mode on.
func HardMode() Rules {
	r := DefaultRules()
	r.Hard = true
	return r
}

// Validate reports the first knob out of range, wrapping ErrBadRules.
func (r Rules) Validate() error {
	switch {
	case r.WordLength < MinWordLength || r.WordLength > MaxWordLength:
		return fmt.Errorf("wordle: %w: word length %d is not %d–%d", ErrBadRules, r.WordLength, MinWordLength, MaxWordLength)
	case r.Tries < 1 || r.Tries > MaxTries:
		return fmt.Errorf("wordle: %w: %d tries is not 1–%d", ErrBadRules, r.Tries, MaxTries)
	case r.TimeLimit < 0:
		return fmt.Errorf("wordle: %w: the time limit must be positive (0 for an untimed game)", ErrBadRules)
	}
	return nil
}

// failPoints is the score of a guesser who did not solve: 7 in the box.
func (r Rules) failPoints() int { return r.Tries + 1 }

// DefaultSecretCheck is the secret check of the box rules: the word must
// be in d and must not be a plural as IsPlural defines it. A nil d means
// dictionary.Default; a typed nil such as (*dictionary.List)(nil) is no
// dictionary, and every word fails with ErrDetached. The game has already
// checked length and letters.
func DefaultSecretCheck(word string, d dictionary.Dictionary) error {
	if d == nil {
		d = dictionary.Default()
	}
	if dictionary.Check(d) == nil {
		if a := dictionary.AlphabetOf(d); a != tiles.English() {
			return otherSecretCheck(a, word, d)
		}
	}
	w := upperASCII(word)
	switch {
	case dictionary.Check(d) != nil:
		return fmt.Errorf("%w: the dictionary given is a nil value", ErrDetached)
	case !isLetters(w):
		return fmt.Errorf("%w: %s", ErrNotLetters, notLetters(word))
	case !d.Contains(w):
		return fmt.Errorf("%w: %s is not in the dictionary", ErrNotAWord, notation.Quote(w))
	case IsPlural(w, d):
		return fmt.Errorf("%w: %s is a plural, not allowed as a secret", ErrPlural, notation.Quote(w))
	}
	return nil
}

// otherSecretCheck is DefaultSecretCheck for a dictionary in alphabet a
// other than English: the word must be in d. The plural rule is
// English's and does not apply.
func otherSecretCheck(a *tiles.Alphabet, word string, d dictionary.Dictionary) error {
	codes, err := a.ParseWord(word)
	switch {
	case err != nil:
		return fmt.Errorf("%w: %s", ErrNotLetters, strings.TrimPrefix(err.Error(), "tiles: "))
	case !a.Canonical(codes) || !d.Contains(a.Word(codes)):
		return fmt.Errorf("%w: %s is not in the dictionary", ErrNotAWord, notation.Quote(a.Format(codes)))
	}
	return nil
}

// IsPlural reports whether word counts as a plural for the default secret
// check. The rule sheet says a word ending in S whose stem is a word is a
// plural, unless the common list vouches for it; we read that as follows.
//
// A word is a plural when it ends in S but not in SS (English never makes
// a plural that way: ABYSS, GLOSS, BRASS are singular) and one of its
// stems is a word of d (nil means dictionary.Default). The stems are the
// word without its final S (CATS → CAT), without a final ES (BOXES → BOX),
// with IES turned into Y (SPIES → SPY) and with VES turned into F or FE
// (CALVES → CALF). The exception: when dictionary.Common has the word
// itself but none of the stems that made it a plural, the word stands on
// its own (CHAOS, GENUS and KUDOS have stems only in the long list).
//
// A typed nil d, such as (*dictionary.List)(nil), has no words: nothing
// is a plural of it.
func IsPlural(word string, d dictionary.Dictionary) bool {
	if d == nil {
		d = dictionary.Default()
	}
	if dictionary.Check(d) != nil {
		return false
	}
	w := upperASCII(word)
	n := len(w)
	if n < 2 || !isLetters(w) || w[n-1] != 'S' || w[n-2] == 'S' {
		return false
	}
	var stems [5]string
	k := 0
	stems[k], k = w[:n-1], k+1
	if n >= 3 && w[n-2] == 'E' {
		stems[k], k = w[:n-2], k+1
		if n >= 4 && w[n-3] == 'I' {
			stems[k], k = w[:n-3]+"Y", k+1
		}
		if n >= 4 && w[n-3] == 'V' {
			stems[k], k = w[:n-3]+"F", k+1
			stems[k], k = w[:n-3]+"FE", k+1
		}
	}
	common := dictionary.Common()
	plural, commonStem := false, false
	for _, st := range stems[:k] {
		if st != "" && d.Contains(st) {
			plural = true
			if common.Contains(st) {
				commonStem = true
			}
		}
	}
	if plural && !commonStem && common.Contains(w) {
		return false
	}
	return plural
}

// rulesJSON is the JSON form of Rules: camelCase keys and the time limit
// in milliseconds, as a web client reads them.
type rulesJSON struct {
	WordLength  int         `json:"wordLength"`
	Tries       int         `json:"tries"`
	TimeLimitMs json.Number `json:"timeLimitMs"`
	Fast        bool        `json:"fast"`
	Hard        bool        `json:"hard"`
	Alphabet    string      `json:"alphabet,omitempty"`
}

// MarshalJSON writes r with camelCase keys, the alphabet's name as
// "alphabet" (only when it is not English) and TimeLimit as "timeLimitMs",
// a number of milliseconds (with a fraction for a limit that is not a
// whole number of them, so that the value reads back exactly). The
// SecretCheck function is not written.
func (r Rules) MarshalJSON() ([]byte, error) {
	j := rulesJSON{r.WordLength, r.Tries, json.Number(formatMs(r.TimeLimit)), r.Fast, r.Hard, ""}
	if !r.english() {
		j.Alphabet = r.Alphabet.Name()
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads the form MarshalJSON writes. SecretCheck is left
// nil (the default check). On error r is unchanged, and the error (which
// wraps ErrSyntax) quotes at most a short, clipped piece of b.
func (r *Rules) UnmarshalJSON(b []byte) error {
	var j rulesJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return rulesJSONError(err)
	}
	d, err := parseMs(string(j.TimeLimitMs))
	if err != nil {
		return err
	}
	a, err := lookupAlphabet(j.Alphabet)
	if err != nil {
		return err
	}
	*r = Rules{WordLength: j.WordLength, Tries: j.Tries, TimeLimit: d, Fast: j.Fast, Hard: j.Hard, Alphabet: a}
	return nil
}

// lookupAlphabet finds the alphabet a rules text or JSON names: nil for
// "" or English, else one this program knows (tiles.LookupAlphabet).
func lookupAlphabet(name string) (*tiles.Alphabet, error) {
	if name == "" || name == tiles.English().Name() {
		return nil, nil
	}
	a, ok := tiles.LookupAlphabet(name)
	if !ok {
		return nil, fmt.Errorf("wordle: rules: %w: alphabet %s is not one this program knows", ErrBadRules, notation.Quote(name))
	}
	return a, nil
}

// rulesJSONError reports a JSON error of Rules without the input that
// encoding/json quotes whole (a number of a million digits, say): it
// keeps the field and the kind of value, clipped, and wraps ErrSyntax.
func rulesJSONError(err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Errorf("wordle: rules: not valid JSON at byte %d: %w", se.Offset, ErrSyntax)
	case errors.As(err, &te):
		return fmt.Errorf("wordle: rules: %s cannot be a JSON %s: %w", te.Field, notation.Clip(te.Value), ErrSyntax)
	}
	return fmt.Errorf("wordle: rules: %s: %w", notation.Clip(err.Error()), ErrSyntax)
}

// formatMs writes d as a decimal number of milliseconds, exactly.
func formatMs(d time.Duration) string {
	sign := ""
	u := uint64(d)
	if d < 0 {
		sign, u = "-", -u
	}
	s := sign + strconv.FormatUint(u/1e6, 10)
	if frac := u % 1e6; frac != 0 {
		s += strings.TrimRight(fmt.Sprintf(".%06d", frac), "0")
	}
	return s
}

// parseMs reads what formatMs writes ("" is 0): at most six decimals, and
// a value that fits a time.Duration.
func parseMs(s string) (time.Duration, error) {
	if s == "" {
		return 0, nil
	}
	bad := fmt.Errorf("wordle: timeLimitMs %s: want milliseconds with at most 6 decimals that fit a time.Duration", notation.Quote(s))
	neg := strings.HasPrefix(s, "-")
	whole, frac, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	if whole == "" || len(frac) > 6 || strings.Trim(whole+frac, "0123456789") != "" {
		return 0, bad
	}
	ms, err := strconv.ParseUint(whole, 10, 64)
	if err != nil || ms > uint64(math.MaxInt64)/1e6 {
		return 0, bad
	}
	ns := ms * 1e6
	if frac != "" {
		f, _ := strconv.ParseUint((frac + "00000")[:6], 10, 64)
		ns += f
	}
	if neg && ns == 1<<63 {
		return math.MinInt64, nil
	}
	if ns > math.MaxInt64 {
		return 0, bad
	}
	if neg {
		return -time.Duration(ns), nil
	}
	return time.Duration(ns), nil
}
