package wordle

import (
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A KeyStatus is what a guesser's rows have shown of one letter: the
// colour a front end gives that key of its on-screen keyboard.
type KeyStatus uint8

// The statuses of a key, from the least known to the best known. A letter
// that earned several marks (grey in one place, green in another, as a
// repeated letter may) shows the best of them.
const (
	KeyUnknown KeyStatus = iota // not guessed yet
	KeyGrey                     // guessed, and not in the secret (no more of it)
	KeyYellow                   // in the secret, its place not found yet
	KeyGreen                    // found in its place at least once
)

// keyStatuses is the text form of KeyStatus.
var keyStatuses = notation.Enum[KeyStatus]{Pkg: "wordle", Kind: "key status", Names: []string{"unknown", "grey", "yellow", "green"}}

// String returns "unknown", "grey", "yellow" or "green".
func (k KeyStatus) String() string { return keyStatuses.Name(k) }

// MarshalText writes the status as String does, so JSON shows words.
func (k KeyStatus) MarshalText() ([]byte, error) { return keyStatuses.Marshal(k) }

// UnmarshalText reads the form MarshalText writes.
func (k *KeyStatus) UnmarshalText(b []byte) error { return keyStatuses.Unmarshal(b, k) }

// A Keyboard holds the best known status of each letter of an alphabet
// after a set of rows: what a front end colours its keyboard with. The
// zero Keyboard is English (A–Z) and knows nothing (every key
// KeyUnknown); NewKeyboard makes one for another alphabet. View fills
// one per board, in the game's alphabet, from the rows its viewer can
// read; With builds one from any rows. A Keyboard is a small comparable
// value: a status for each of up to tiles.MaxLetters letters, by the
// letter's index in the alphabet (two bits each), and the alphabet.
//
// Its JSON is an object with a key per letter, in the alphabet's order
// and in lower case like every JSON key of the package ("a" to "z" in
// English), each holding the status in words:
// {"a":"grey","b":"unknown",...}. A Keyboard in another alphabet than
// English names it first: {"alphabet":"spanish-27","a":"unknown",...,
// "ñ":"green",...}.
type Keyboard struct {
	alphabet *tiles.Alphabet // nil: English
	keys     [2]uint64       // the status of letter l in bits 2(l%32) and up of keys[l/32]
}

// key returns the status of the letter of index l.
func (k Keyboard) key(l int) KeyStatus { return KeyStatus(k.keys[l/32] >> (2 * (l % 32)) & 3) }

// raise gives the letter of index l status st if that is better known.
func (k *Keyboard) raise(l int, st KeyStatus) {
	if st > k.key(l) {
		k.set(l, st)
	}
}

// set gives the letter of index l status st (0 to 3).
func (k *Keyboard) set(l int, st KeyStatus) {
	shift := 2 * (l % 32)
	k.keys[l/32] = k.keys[l/32]&^(3<<shift) | uint64(st&3)<<shift
}

// NewKeyboard returns a Keyboard of alphabet a (nil means English) that
// knows nothing yet.
func NewKeyboard(a *tiles.Alphabet) Keyboard {
	if a == tiles.English() {
		a = nil
	}
	return Keyboard{alphabet: a}
}

// Alphabet returns the keyboard's alphabet.
func (k Keyboard) Alphabet() *tiles.Alphabet {
	if k.alphabet == nil {
		return tiles.English()
	}
	return k.alphabet
}

// With returns k updated with one row: guess and the marking it earned.
// Each letter keeps the best status any row gave it. In English, bytes of
// guess that are not letters are ignored (each still takes its place);
// in another alphabet guess is read as the alphabet reads text (greedily,
// in any case, [CH] for one letter, a fold such as ß giving SS) and a
// character it cannot read is ignored. Letters past the pattern's length
// are ignored.
func (k Keyboard) With(guess string, p Pattern) Keyboard {
	if k.alphabet == nil {
		return k.withASCII(guess, p)
	}
	var codes []byte
	for rest := guess; rest != "" && len(codes) < p.Len(); {
		c, n := k.alphabet.Next(rest)
		if n == 0 {
			_, n = utf8.DecodeRuneInString(rest)
			c = "\x00"
		}
		codes = append(codes, c...)
		rest = rest[n:]
	}
	return k.withCodes(string(codes), p)
}

// withASCII is With for an English keyboard.
func (k Keyboard) withASCII(guess string, p Pattern) Keyboard {
	for i := range min(len(guess), p.Len()) {
		c := guess[i] &^ 0x20 // upper case, for letters
		if c < 'A' || c > 'Z' {
			continue
		}
		k.raise(int(c-'A'), markStatus(p.At(i)))
	}
	return k
}

// withCodes is With for a word of letter codes of k's alphabet (codes
// outside it are ignored). It reads the pattern's marks as the base-3
// digits of its code, and a mark m shows status m+1 (KeyGrey for Grey).
func (k Keyboard) withCodes(codes string, p Pattern) Keyboard {
	size := 26
	if k.alphabet != nil {
		size = k.alphabet.Len()
	}
	marks := uint32(p.Code())
	for i := range min(len(codes), p.Len()) {
		st := KeyStatus(marks%3) + KeyGrey
		marks /= 3
		l := int(codes[i]&^tiles.Lower) - 'A'
		if l < 0 || l >= size {
			continue
		}
		// raise, unrolled: the statuses only grow, so adding the
		// difference sets the field.
		shift, w := uint(2*(l&31)), &k.keys[l>>5]
		if old := KeyStatus(*w >> shift & 3); st > old {
			*w += uint64(st-old) << shift
		}
	}
	return k
}

// markStatus is the key status a mark shows.
func markStatus(m Mark) KeyStatus {
	switch m {
	case Green:
		return KeyGreen
	case Yellow:
		return KeyYellow
	}
	return KeyGrey
}

// Status returns the status of letter (A–Z in either case, or a
// one-character letter of the keyboard's alphabet, Ñ or ñ); anything
// else is KeyUnknown. StatusOf takes a letter of several characters.
func (k Keyboard) Status(letter rune) KeyStatus {
	if k.alphabet != nil {
		return k.StatusOf(string(letter))
	}
	switch {
	case 'A' <= letter && letter <= 'Z':
		return k.key(int(letter - 'A'))
	case 'a' <= letter && letter <= 'z':
		return k.key(int(letter - 'a'))
	}
	return KeyUnknown
}

// StatusOf returns the status of the letter spelled letter in the
// keyboard's alphabet, in any case ("ch", "[CH]", "Ä"); anything that is
// not one letter is KeyUnknown.
func (k Keyboard) StatusOf(letter string) KeyStatus {
	if k.alphabet == nil {
		if len(letter) != 1 {
			return KeyUnknown
		}
		return k.Status(rune(letter[0]))
	}
	c, ok := k.alphabet.LetterOf(letter)
	if !ok {
		return KeyUnknown
	}
	return k.key(int(c) - 'A')
}

// Letters returns the letters whose status is st, in the alphabet's
// order, written as the alphabet writes a word (letters of several
// characters in brackets): k.Letters(KeyGrey) are the keys a player no
// longer needs.
func (k Keyboard) Letters(st KeyStatus) string {
	var codes []byte
	for i := range k.Alphabet().Len() {
		if k.key(i) == st {
			codes = append(codes, byte('A'+i))
		}
	}
	if k.alphabet == nil {
		return string(codes)
	}
	return k.alphabet.Format(codes)
}

// MarshalJSON writes the object described on Keyboard.
func (k Keyboard) MarshalJSON() ([]byte, error) {
	a := k.Alphabet()
	b := make([]byte, 0, a.Len()*16+32)
	b = append(b, '{')
	if k.alphabet != nil {
		b = append(b, `"alphabet":`...)
		b = strconv.AppendQuote(b, a.Name())
	}
	for i := range a.Len() {
		if i > 0 || k.alphabet != nil {
			b = append(b, ',')
		}
		text, err := k.key(i).MarshalText()
		if err != nil {
			return nil, err
		}
		b = strconv.AppendQuote(b, a.Letter(a.Code(i)|tiles.Lower))
		b = append(b, ':', '"')
		b = append(b, text...)
		b = append(b, '"')
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the object MarshalJSON writes (a key may also be an
// upper-case letter); a letter left out is KeyUnknown. On error k is
// unchanged.
func (k *Keyboard) UnmarshalJSON(b []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	var out Keyboard
	if raw, ok := m["alphabet"]; ok {
		var name string
		if err := json.Unmarshal(raw, &name); err != nil {
			return fmt.Errorf("wordle: keyboard alphabet: %w", err)
		}
		a, err := lookupAlphabet(name)
		if err != nil {
			return err
		}
		out.alphabet = a
		delete(m, "alphabet")
	}
	for key, raw := range m {
		var st KeyStatus
		if err := json.Unmarshal(raw, &st); err != nil {
			return err
		}
		l, ok := out.keyIndex(key)
		if !ok {
			return fmt.Errorf("wordle: keyboard key %s is not a letter of the %s alphabet", notation.Quote(key), out.Alphabet().Name())
		}
		out.set(l, st) // st is one of the four statuses: UnmarshalText reads no other
	}
	*k = out
	return nil
}

// keyIndex returns the index of the letter a JSON key names.
func (k Keyboard) keyIndex(key string) (int, bool) {
	if k.alphabet == nil {
		if len(key) != 1 || (key[0]|0x20) < 'a' || (key[0]|0x20) > 'z' {
			return 0, false
		}
		return int(key[0] | 0x20 - 'a'), true
	}
	c, ok := k.alphabet.LetterOf(key)
	return int(c) - 'A', ok
}

// Equal reports whether k and o are the same alphabet with the same
// statuses: k == o, as a method for comparison libraries.
func (k Keyboard) Equal(o Keyboard) bool { return k == o }
