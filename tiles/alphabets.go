package tiles

import "strings"

// The preset alphabets. English is made first, so that it is alphabet 0,
// the alphabet of every Tile built without one.
var (
	english = mustAlphabet("english", upperAZ(), nil)

	// Spanish crossword sets have tiles for CH, LL and RR, and none for K
	// or W (FISE, the international Spanish Scrabble federation, lets no
	// blank stand for them). Stress accents are not written.
	spanish = mustAlphabet("spanish", strings.Fields(
		"A B C CH D E F G H I J L LL M N Ñ O P Q R RR S T U V X Y Z"), spanishFolds)

	spanish27 = mustAlphabet("spanish-27", insertAfter(upperAZ(), "N", "Ñ"), spanishFolds)

	// Catalan sets have tiles for Ç, the geminated L·L, and the digraphs
	// NY and QU (Q appears only as QU); accents are not written, and the
	// diaeresis folds as they do (QÜ is QU, GÜ is G U). L·L is also
	// written L.L, as text typed without the middle dot has it, and with
	// the letter Ŀ (ĿL, Ŀl, ŀL, ŀl).
	catalan = mustAlphabet("catalan", strings.Fields(
		"A B C Ç D E F G H I J L L·L M N NY O P QU R S T U V X Z"), map[string]string{
		"À": "A", "É": "E", "È": "E", "Í": "I", "Ï": "I", "Ó": "O", "Ò": "O", "Ú": "U", "Ü": "U",
		"QÜ": "QU", "L.L": "L·L", "ĿL": "L·L", "ŀL": "L·L",
	})

	// French sets have A–Z only: accents are not written, and the
	// ligatures are their two letters.
	french = mustAlphabet("french", upperAZ(), map[string]string{
		"À": "A", "Â": "A", "Ä": "A", "Ç": "C", "É": "E", "È": "E", "Ê": "E", "Ë": "E",
		"Î": "I", "Ï": "I", "Ô": "O", "Ö": "O", "Ù": "U", "Û": "U", "Ü": "U", "Ÿ": "Y",
		"Œ": "OE", "Æ": "AE",
	})

	// German sets have tiles for Ä, Ö and Ü; ß is written SS, as on
	// German crossword boards and in German Wordle versions. ß has no
	// capital, so it reads as two natural S in any case (a blank S is
	// written s, as in any word); capital ẞ reads the same.
	german = mustAlphabet("german", insertAfter(insertAfter(insertAfter(upperAZ(),
		"A", "Ä"), "O", "Ö"), "U", "Ü"), map[string]string{"ß": "SS", "ẞ": "SS"})

	// Polish sets have the nine Polish letters with diacritics and no Q,
	// V or X.
	polish = mustAlphabet("polish", strings.Fields(
		"A Ą B C Ć D E Ę F G H I J K L Ł M N Ń O Ó P R S Ś T U W Y Z Ź Ż"), nil)
)

var spanishFolds = map[string]string{"Á": "A", "É": "E", "Í": "I", "Ó": "O", "Ú": "U", "Ü": "U"}

// English returns the English alphabet, A to Z: the default of every
// tilekit game. Its letter codes are the ASCII capitals.
func English() *Alphabet { return english }

// Spanish returns the alphabet of Spanish crossword sets: 28 letters, the
// digraphs CH, LL and RR among them, in the order A B C CH D … L LL M N
// Ñ O P Q R RR S T U V X Y Z (no K or W). Accented vowels read as plain
// ones.
func Spanish() *Alphabet { return spanish }

// Spanish27 returns the 27-letter Spanish alphabet, A to Z with Ñ after
// N and no digraph letters, as Spanish Wordle versions play it. Accented
// vowels read as plain ones.
func Spanish27() *Alphabet { return spanish27 }

// Catalan returns the alphabet of Catalan crossword sets: 26 letters, Ç,
// L·L, NY and QU among them, and no K, Q, W or Y on their own. Accented
// vowels read as plain ones, and so does Ü: QÜ is the letter QU, GÜ is G
// then U. L·L may also be written L.L or with Ŀ (COŀLEGI); it is one
// letter however it is written.
func Catalan() *Alphabet { return catalan }

// French returns the alphabet of French crossword sets: A to Z, with
// accented letters read as plain ones and Œ, Æ as OE, AE.
func French() *Alphabet { return french }

// German returns the German alphabet: A to Z with Ä, Ö and Ü after A, O
// and U; ß (and capital ẞ) reads as SS, two natural S letters in any
// case, since ß has no capital to tell a blank by: in notation a blank S
// is written s, as any other.
func German() *Alphabet { return german }

// Polish returns the alphabet of Polish crossword sets: 32 letters, with
// Ą Ć Ę Ł Ń Ó Ś Ź Ż and no Q, V or X.
func Polish() *Alphabet { return polish }

func upperAZ() []string {
	out := make([]string, 26)
	for i := range out {
		out[i] = string(rune('A' + i))
	}
	return out
}

// insertAfter returns letters with l inserted after the letter at.
func insertAfter(letters []string, at, l string) []string {
	for i, x := range letters {
		if x == at {
			return append(letters[:i+1], append([]string{l}, letters[i+1:]...)...)
		}
	}
	return append(letters, l)
}

func mustAlphabet(name string, letters []string, folds map[string]string) *Alphabet {
	a, err := NewAlphabet(name, letters, folds)
	if err != nil {
		panic(err) // unreachable: the presets are constant and checked by tests
	}
	return a
}
