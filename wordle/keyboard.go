package wordle

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
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

// A Keyboard holds the best known status of each letter A–Z after a set of
// rows: what a front end colours its keyboard with. The zero Keyboard
// knows nothing (every key KeyUnknown). View fills one per board from the
// rows its viewer can read; With builds one from any rows.
//
// Its JSON is an object with a key per letter, in lower case like every
// JSON key of the package ("a" to "z"), each holding the status in
// words: {"a":"grey","b":"unknown",...}.
type Keyboard [26]KeyStatus

// With returns k updated with one row: guess and the marking it earned.
// Each letter keeps the best status any row gave it. Bytes of guess that
// are not letters, and letters past the pattern's length, are ignored.
func (k Keyboard) With(guess string, p Pattern) Keyboard {
	for i := range min(len(guess), p.Len()) {
		c := guess[i] &^ 0x20 // upper case, for letters
		if c < 'A' || c > 'Z' {
			continue
		}
		var st KeyStatus
		switch p.At(i) {
		case Green:
			st = KeyGreen
		case Yellow:
			st = KeyYellow
		default:
			st = KeyGrey
		}
		k[c-'A'] = max(k[c-'A'], st)
	}
	return k
}

// Status returns the status of letter (A–Z in either case); anything
// else is KeyUnknown.
func (k Keyboard) Status(letter rune) KeyStatus {
	switch {
	case 'A' <= letter && letter <= 'Z':
		return k[letter-'A']
	case 'a' <= letter && letter <= 'z':
		return k[letter-'a']
	}
	return KeyUnknown
}

// Letters returns the letters whose status is st, in alphabetical order:
// k.Letters(KeyGrey) are the keys a player no longer needs.
func (k Keyboard) Letters(st KeyStatus) string {
	var b strings.Builder
	for i, s := range k {
		if s == st {
			b.WriteByte(byte('A' + i))
		}
	}
	return b.String()
}

// MarshalJSON writes the object described on Keyboard.
func (k Keyboard) MarshalJSON() ([]byte, error) {
	b := make([]byte, 0, 26*16)
	b = append(b, '{')
	for i, st := range k {
		if i > 0 {
			b = append(b, ',')
		}
		text, err := st.MarshalText()
		if err != nil {
			return nil, err
		}
		b = append(b, '"', byte('a'+i), '"', ':', '"')
		b = append(b, text...)
		b = append(b, '"')
	}
	return append(b, '}'), nil
}

// UnmarshalJSON reads the object MarshalJSON writes (a key may also be an
// upper-case letter); a letter left out is KeyUnknown. On error k is
// unchanged.
func (k *Keyboard) UnmarshalJSON(b []byte) error {
	var m map[string]KeyStatus
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	var out Keyboard
	for key, st := range m {
		if len(key) != 1 || (key[0]|0x20) < 'a' || (key[0]|0x20) > 'z' {
			return fmt.Errorf("wordle: keyboard key %s is not a letter a-z", notation.Quote(key))
		}
		out[key[0]|0x20-'a'] = st
	}
	*k = out
	return nil
}
