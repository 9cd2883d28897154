package tiles

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/tilekit/tilekit/internal/notation"
)

// MaxLetters is the most letters an [Alphabet] may have. It keeps every
// letter code below 0x80, so that a code and the [Lower] bit fit in one
// byte.
const MaxLetters = 63

// Lower is the bit a parsed letter code carries when its text was in
// lower case, which in notation marks the letter a blank stands for.
// Letter codes themselves never have it set.
const Lower byte = 0x80

// maxAlphabets bounds the alphabets one program may make (English
// included). Tiles name their alphabet by a one-byte number.
const maxAlphabets = 256

// An Alphabet is the ordered set of letters a word game is played in.
// A letter is a string of one or more Unicode characters in NFC (Ñ, Ä,
// and the Spanish two-character letter CH alike), with an upper-case form
// that players see and a lower-case form that notation uses for a blank
// standing for it.
//
// A letter is held as a one-byte code: the alphabet's first letter is
// 'A', the second 'A'+1, and so on, so the codes of [English] are the
// ASCII capitals and everything written for English reads the same.
// Codes only mean something together with their alphabet: a [Tile]
// carries its alphabet, and a word list or a game keeps the one it was
// built with.
//
// # Reading text
//
// [Alphabet.Parse] reads text into codes greedily, taking the longest
// letter at each point, so Spanish CHORRO is CH O RR O. Brackets mark one
// letter explicitly: [CH] is the letter CH, and [C]H is the two letters C
// and H. Case does not change which letter is read; a lower-case letter's
// code carries the [Lower] bit. Letters written in NFD (a base letter and
// a combining mark, as some systems store Ñ) read as their NFC letter,
// and an alphabet may fold other spellings onto its letters (Á to A in
// Spanish, ß to SS in German, QÜ to QU and L.L to L·L in Catalan). A fold
// read in lower case gives lower-case codes (blanks, in notation), except
// a fold without a capital of its own: German ß reads as two natural S in
// any case, and a blank S is written s, as any other.
//
// A word, for a dictionary and for every game, is its sequence of
// letters: because reading is greedy, a C tile followed by an H tile does
// not spell the Spanish letter CH, and no word read from plain text holds
// them side by side. [Alphabet.Format] writes codes so that Parse reads
// them back exactly, bracketing each letter of several characters (and a
// one-character letter that would otherwise run into the next) as the
// reference crossword engines' CGP and GCG do.
//
// An Alphabet is immutable and safe for concurrent use. Each program
// knows each alphabet once, by name: [NewAlphabet] returns the alphabet
// already made for the same definition, and [LookupAlphabet] finds one by
// name, as decoders do.
type Alphabet struct {
	name    string
	id      uint8
	upper   []string          // display form of each letter, by index
	lower   []string          // lower-case form of each letter
	folds   map[string]string // extra spellings, as the caller gave them
	spell   map[string]string // every spelling read → its codes (Lower set for lower case)
	longest int               // bytes in the longest spelling
	ascii   bool              // every spelling is one ASCII byte
	table   [128]byte         // for ascii alphabets: byte → code|case, 0 if none
}

var registry struct {
	sync.Mutex
	byName map[string]*Alphabet
	byID   [maxAlphabets]atomic.Pointer[Alphabet]
	next   int
}

// NewAlphabet returns the alphabet called name (1 to 32 bytes of a–z,
// 0–9 and '-') with the given letters, in order, and optional folds: a
// fold maps another spelling (Á, ß, QÜ) onto letters of the alphabet (A,
// SS, QU). A fold is spelled as a letter is, except that it may hold a
// full stop, as text without the middle dot writes L·L (L.L), and must
// hold a letter. It is read in upper, lower and title case and in NFD,
// as letters are; a lower-case form gives lower-case codes, unless it
// has no capital (ß), when it reads as the natural letters.
//
// Each letter is 1 to 4 characters that are letters, combining marks or
// the middle dot ·, given in upper case and in NFC (an NFD spelling is
// composed first), with a distinct lower-case form. No spelling may stand
// for two things. A program may make at most 255 alphabets besides
// English; making the same alphabet again (same name, letters and folds)
// returns the first one, and reusing a name for another definition is an
// error.
func NewAlphabet(name string, letters []string, folds map[string]string) (*Alphabet, error) {
	a, err := buildAlphabet(name, letters, folds)
	if err != nil {
		return nil, err
	}
	registry.Lock()
	defer registry.Unlock()
	if old, ok := registry.byName[name]; ok {
		if slices.Equal(old.upper, a.upper) && maps.Equal(old.folds, a.folds) {
			return old, nil
		}
		return nil, fmt.Errorf("tiles: alphabet %q already exists with other letters", name)
	}
	if registry.next >= maxAlphabets {
		return nil, fmt.Errorf("tiles: alphabet %q: a program may make at most %d alphabets", name, maxAlphabets)
	}
	if registry.byName == nil {
		registry.byName = make(map[string]*Alphabet)
	}
	a.id = uint8(registry.next)
	registry.next++
	registry.byName[name] = a
	registry.byID[a.id].Store(a)
	return a, nil
}

// LookupAlphabet returns the alphabet of that name, if this program has
// made it (the presets of this package always exist).
func LookupAlphabet(name string) (*Alphabet, bool) {
	registry.Lock()
	defer registry.Unlock()
	a, ok := registry.byName[name]
	return a, ok
}

// ID returns a's number in this program: 0 for English, then 1, 2, …
// in the order alphabets were made. It is the one byte a small value
// (a Tile, a crossword Move) holds to name its alphabet; numbers differ
// between programs, so never write one out: write the name.
func (a *Alphabet) ID() uint8 { return a.id }

// AlphabetByID returns the alphabet numbered id in this program (see
// [Alphabet.ID]): English for a number no alphabet has.
func AlphabetByID(id uint8) *Alphabet { return alphabetByID(id) }

// alphabetByID returns the alphabet a tile names; English for an id no
// alphabet has (which only a hand-built Tile can hold).
func alphabetByID(id uint8) *Alphabet {
	if a := registry.byID[id].Load(); a != nil {
		return a
	}
	return english
}

func buildAlphabet(name string, letters []string, folds map[string]string) (*Alphabet, error) {
	if !validName(name) {
		return nil, fmt.Errorf("tiles: alphabet name %s: want 1 to 32 bytes of a–z, 0–9 and -", notation.Quote(name))
	}
	if len(letters) == 0 || len(letters) > MaxLetters {
		return nil, fmt.Errorf("tiles: alphabet %s has %d letters, want 1 to %d", name, len(letters), MaxLetters)
	}
	a := &Alphabet{name: name, spell: make(map[string]string)}
	for i, l := range letters {
		if err := a.addLetter(byte('A'+i), l); err != nil {
			return nil, fmt.Errorf("tiles: alphabet %s: %w", name, err)
		}
	}
	if err := a.addFolds(folds); err != nil {
		return nil, fmt.Errorf("tiles: alphabet %s: %w", name, err)
	}
	// Once every spelling is in, an alphabet whose spellings are all
	// single ASCII bytes reads through a table.
	a.ascii = true
	for s, codes := range a.spell {
		if len(s) != 1 || s[0] >= utf8.RuneSelf || len(codes) != 1 {
			a.ascii = false
		}
	}
	if a.ascii {
		for s, codes := range a.spell {
			a.table[s[0]] = codes[0]
		}
	}
	return a, nil
}

func validName(name string) bool {
	if name == "" || len(name) > 32 {
		return false
	}
	for _, c := range []byte(name) {
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// addLetter checks letter l and records its spellings under code.
func (a *Alphabet) addLetter(code byte, l string) error {
	up := compose(l)
	if err := checkLetter(up); err != nil {
		return err
	}
	low := strings.Map(unicode.ToLower, up)
	if strings.Map(unicode.ToUpper, up) != up {
		return fmt.Errorf("letter %s is not in upper case", notation.Quote(l))
	}
	if low == up {
		return fmt.Errorf("letter %s has no lower-case form, which notation needs for a blank", notation.Quote(l))
	}
	a.upper = append(a.upper, up)
	a.lower = append(a.lower, low)
	// Each form is read as written and in NFD; a title-case form (Ch)
	// reads as upper case, as a capitalised word starts.
	natural, lower := string([]byte{code}), string([]byte{code | Lower})
	spellings := [][2]string{{up, natural}, {low, lower}, {titleCase(up), natural}}
	for _, sp := range spellings {
		for _, v := range []string{sp[0], decompose(sp[0])} {
			if err := a.addSpelling(v, sp[1]); err != nil {
				return err
			}
		}
	}
	return nil
}

// addSpelling records that s reads as codes; a spelling already standing
// for something else is an error.
func (a *Alphabet) addSpelling(s, codes string) error {
	if old, ok := a.spell[s]; ok && old != codes {
		return fmt.Errorf("%s would stand for two things", notation.Quote(s))
	}
	a.setSpelling(s, codes)
	return nil
}

// setSpelling records that s reads as codes, keeping longest, the
// bound of Next's greedy match, up to date.
func (a *Alphabet) setSpelling(s, codes string) {
	a.spell[s] = codes
	a.longest = max(a.longest, len(s))
}

// checkLetter checks a letter's spelling: 1 to 4 characters, each a
// letter, the middle dot · or a combining mark after the first.
func checkLetter(l string) error { return checkSpelling(l, false) }

// checkFold checks a fold's spelling: as a letter's, but it may hold a
// full stop (text typed without the middle dot writes Catalan L·L as
// L.L), and it must hold a letter.
func checkFold(f string) error { return checkSpelling(f, true) }

func checkSpelling(l string, fold bool) error {
	if l == "" || utf8.RuneCountInString(l) > 4 || !utf8.ValidString(l) {
		return fmt.Errorf("letter %s: want 1 to 4 characters", notation.Quote(l))
	}
	letters := 0
	for i, r := range l {
		ok := unicode.IsLetter(r) || r == '·' || fold && r == '.' || i > 0 && unicode.Is(unicode.Mn, r)
		if !ok {
			return fmt.Errorf("letter %s: %s is not a letter", notation.Quote(l), notation.CharAt(l, i))
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if fold && letters == 0 {
		return fmt.Errorf("letter %s: it has no letter", notation.Quote(l))
	}
	return nil
}

// addFolds records each fold's spelling (upper, lower, title-case and
// NFD forms) as the letters it maps to.
func (a *Alphabet) addFolds(folds map[string]string) error {
	a.folds = make(map[string]string, len(folds))
	for _, from := range slices.Sorted(maps.Keys(folds)) {
		to := folds[from]
		f := compose(from)
		if err := checkFold(f); err != nil {
			return fmt.Errorf("fold %s: %w", notation.Quote(from), err)
		}
		// The target is read as any text is, with the letters and the
		// folds added before this one (in sorted order).
		codes, err := a.Parse(compose(to))
		if err != nil || len(codes) == 0 {
			return fmt.Errorf("fold %s: %s is not made of the alphabet's letters", notation.Quote(from), notation.Quote(to))
		}
		for _, c := range codes {
			if c&Lower != 0 {
				return fmt.Errorf("fold %s: %s is not in upper case", notation.Quote(from), notation.Quote(to))
			}
		}
		lowCodes := make([]byte, len(codes))
		for i, c := range codes {
			lowCodes[i] = c | Lower
		}
		// The fold's own spelling must be new; its other cases and its
		// NFD form are added where no letter already has them.
		if _, ok := a.spell[f]; ok {
			return fmt.Errorf("fold %s: it is already a spelling of a letter", notation.Quote(from))
		}
		forms := []string{f, strings.Map(unicode.ToUpper, f), strings.Map(unicode.ToLower, f), titleCase(f)}
		for _, s := range forms {
			for _, v := range []string{s, decompose(s)} {
				if _, ok := a.spell[v]; ok {
					continue
				}
				if isLowerCase(v) && hasCapital(v) {
					a.setSpelling(v, string(lowCodes))
				} else {
					a.setSpelling(v, string(codes))
				}
			}
		}
		a.folds[from] = to
	}
	return nil
}

// hasCapital reports whether s changes when put in upper case: a
// lower-case spelling without a capital of its own (German ß) has no
// case to mark a blank with, and reads as the natural tiles it folds to.
func hasCapital(s string) bool { return strings.Map(unicode.ToUpper, s) != s }

// isLowerCase reports whether s has lower-case letters and no upper-case
// ones (ß is lower case though it has no one-letter capital).
func isLowerCase(s string) bool {
	lower := false
	for _, r := range s {
		if unicode.IsUpper(r) {
			return false
		}
		lower = lower || unicode.IsLower(r)
	}
	return lower
}

// titleCase returns s with its first character in upper case and the rest
// in lower case (Ch for CH), the way a capitalised word starts.
func titleCase(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + strings.Map(unicode.ToLower, s[n:])
}

// decompose returns s in NFD, for the Latin letters this package knows.
func decompose(s string) string {
	var b strings.Builder
	for _, r := range s {
		if d, ok := decompositions[r]; ok {
			b.WriteString(d)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

var composeOnce = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune, len(decompositions))
	for r, d := range decompositions {
		m[d] = r
	}
	return m
})

// compose returns s in NFC, for the Latin letters this package knows: a
// base letter and the combining marks after it become the precomposed
// letter when there is one.
func compose(s string) string {
	m := composeOnce()
	var b strings.Builder
	for i := 0; i < len(s); {
		_, n := utf8.DecodeRuneInString(s[i:])
		// Take the longest base-plus-marks run that composes.
		end := i + n
		best, bestEnd := rune(0), 0
		for end < len(s) {
			r, m2 := utf8.DecodeRuneInString(s[end:])
			if !unicode.Is(unicode.Mn, r) {
				break
			}
			end += m2
			if c, ok := m[s[i:end]]; ok {
				best, bestEnd = c, end
			}
		}
		if bestEnd > 0 {
			b.WriteRune(best)
			i = bestEnd
			continue
		}
		b.WriteString(s[i : i+n])
		i += n
	}
	return b.String()
}

// Name returns the alphabet's name.
func (a *Alphabet) Name() string { return a.name }

// String returns the alphabet's name.
func (a *Alphabet) String() string { return a.name }

// Len returns the number of letters.
func (a *Alphabet) Len() int { return len(a.upper) }

// Letters returns the letters in order, in upper case.
func (a *Alphabet) Letters() []string { return slices.Clone(a.upper) }

// Folds returns a copy of the extra spellings the alphabet reads, each
// mapped to the letters it stands for.
func (a *Alphabet) Folds() map[string]string {
	return maps.Clone(a.folds)
}

// Code returns the code of the i-th letter (from 0): 'A'+i.
func (a *Alphabet) Code(i int) byte { return byte('A' + i) }

// Index returns the position of the letter with that code (Lower bit
// ignored), from 0, or -1 if the alphabet has no such letter.
func (a *Alphabet) Index(code byte) int {
	i := int(code&^Lower) - 'A'
	if i < 0 || i >= len(a.upper) {
		return -1
	}
	return i
}

// Has reports whether code (Lower bit ignored) is a letter of a.
func (a *Alphabet) Has(code byte) bool { return a.Index(code) >= 0 }

// isCode reports whether code is exactly a letter code of a (no Lower
// bit).
func (a *Alphabet) isCode(code byte) bool { return code < Lower && a.Has(code) }

// Letter returns the text of the letter with that code: its upper-case
// form, or its lower-case form if code carries [Lower]. It returns "" for
// a code the alphabet does not have.
func (a *Alphabet) Letter(code byte) string {
	i := a.Index(code)
	switch {
	case i < 0:
		return ""
	case code&Lower != 0:
		return a.lower[i]
	}
	return a.upper[i]
}

// LetterOf returns the code of the letter spelled s (any case, brackets
// optional; its Lower bit is not set) and whether s spells exactly one
// letter.
func (a *Alphabet) LetterOf(s string) (byte, bool) {
	codes, n := a.Next(s)
	if n != len(s) || len(codes) != 1 {
		return 0, false
	}
	return codes[0] &^ Lower, true
}

// Next reads the letter that s starts with: the longest spelling there,
// or one bracketed letter ([CH]). It returns the codes read (one, or
// several for a fold such as ß to SS; with [Lower] set for lower case)
// and the number of bytes read, or 0 if s does not start with a letter.
func (a *Alphabet) Next(s string) (codes string, size int) {
	if s == "" {
		return "", 0
	}
	if a.ascii {
		if c := s[0]; c < utf8.RuneSelf && a.table[c] != 0 {
			return string(a.table[c : c+1]), 1
		}
		if s[0] != '[' {
			return "", 0
		}
	}
	if s[0] == '[' {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return "", 0
		}
		codes, ok := a.spell[s[1:end]]
		if !ok {
			return "", 0
		}
		return codes, end + 1
	}
	for l := min(a.longest, len(s)); l > 0; l-- {
		if codes, ok := a.spell[s[:l]]; ok {
			return codes, l
		}
	}
	return "", 0
}

// Parse reads text into letter codes (see the type's documentation): the
// codes of lower-case letters carry [Lower]. Anything that is not a
// letter of a is an error naming it.
func (a *Alphabet) Parse(text string) ([]byte, error) {
	return a.AppendParse(nil, text)
}

// AppendParse appends the codes of text to dst, as [Alphabet.Parse]
// reads them.
func (a *Alphabet) AppendParse(dst []byte, text string) ([]byte, error) {
	for i := 0; i < len(text); {
		codes, n := a.Next(text[i:])
		if n == 0 {
			return dst, a.notLetter(text, i)
		}
		dst = append(dst, codes...)
		i += n
	}
	return dst, nil
}

func (a *Alphabet) notLetter(text string, i int) error {
	if text[i] == '[' {
		return fmt.Errorf("tiles: %s: a bracket must hold one %s letter, like [%s]", notation.Quote(text), a.name, a.upper[a.longestLetter()])
	}
	return fmt.Errorf("tiles: %s: %s is not a letter of the %s alphabet", notation.Quote(text), notation.CharAt(text, i), a.name)
}

func (a *Alphabet) longestLetter() int {
	best := 0
	for i, l := range a.upper {
		if len(l) > len(a.upper[best]) {
			best = i
		}
	}
	return best
}

// ParseWord reads a word: its letters' codes in any case, without the
// [Lower] bit. The empty word is an error.
func (a *Alphabet) ParseWord(word string) ([]byte, error) {
	if word == "" {
		return nil, fmt.Errorf("tiles: the empty string is not a word")
	}
	codes, err := a.Parse(word)
	if err != nil {
		return nil, err
	}
	for i := range codes {
		codes[i] &^= Lower
	}
	return codes, nil
}

// Word returns codes as a word is shown: the letters' texts side by
// side, upper case (lower case for a code with [Lower]), no brackets.
// Codes a does not have are left out.
func (a *Alphabet) Word(codes []byte) string {
	var b strings.Builder
	for _, c := range codes {
		b.WriteString(a.Letter(c))
	}
	return b.String()
}

// Canonical reports whether codes (Lower bits ignored) are the letters
// that their own [Alphabet.Word] reads back as: false for a sequence such
// as Spanish C then H, which no word read from plain text holds.
func (a *Alphabet) Canonical(codes []byte) bool {
	if a.ascii {
		for _, c := range codes {
			if !a.Has(c) {
				return false
			}
		}
		return true
	}
	w := a.Word(codes)
	i := 0
	for _, c := range codes {
		got, n := a.Next(w[i:])
		if n == 0 || len(got) != 1 || got[0]&^Lower != c&^Lower {
			return false
		}
		i += n
	}
	return i == len(w)
}

// Format returns codes in notation, the form [Alphabet.Parse] reads back
// exactly: letters of several characters in brackets ([CH]), lower case
// for a code with [Lower].
func (a *Alphabet) Format(codes []byte) string { return string(a.AppendFormat(nil, codes)) }

// AppendFormat appends codes in notation to dst, as [Alphabet.Format]
// writes them.
func (a *Alphabet) AppendFormat(dst []byte, codes []byte) []byte {
	for i, c := range codes {
		t := a.Letter(c)
		if a.needsBracket(t, codes[i+1:]) {
			dst = append(dst, '[')
			dst = append(dst, t...)
			dst = append(dst, ']')
			continue
		}
		dst = append(dst, t...)
	}
	return dst
}

// needsBracket reports whether letter text t, followed by the letters
// rest, must be bracketed to read back as itself.
func (a *Alphabet) needsBracket(t string, rest []byte) bool {
	if a.ascii {
		return false
	}
	if utf8.RuneCountInString(t) > 1 {
		return true
	}
	peek := t
	for _, c := range rest {
		if len(peek) >= a.longest {
			break
		}
		u := a.Letter(c)
		if utf8.RuneCountInString(u) > 1 {
			break // written in brackets: greedy reading stops there
		}
		peek += u
	}
	codes, n := a.Next(peek)
	return n != len(t) || len(codes) != 1
}

// appendLetter appends one letter's notation: bracketed if it has several
// characters.
func (a *Alphabet) appendLetter(dst []byte, code byte) []byte {
	t := a.Letter(code)
	if t == "" {
		return append(dst, '#') // a code outside a: Validate refuses such a tile
	}
	if utf8.RuneCountInString(t) > 1 {
		dst = append(dst, '[')
		dst = append(dst, t...)
		return append(dst, ']')
	}
	return append(dst, t...)
}
