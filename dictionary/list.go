package dictionary

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
	"slices"
	"sort"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// MaxWordLen is the longest word a [List] holds. Longer strings are never
// words of a List, and the builders reject them.
const MaxWordLen = 64

// A List is an immutable word list: sorted upper-case words bucketed by
// length, answering [List.Contains] by binary search without allocating.
// It implements [Lister], [LengthLister] and [PrefixChecker]. A List is
// safe for concurrent use; the zero List is empty, and so is a nil *List
// (its methods answer as an empty list does, though [Check] refuses it).
//
// A List built with [FromWords] or [ReadWords] holds words of any
// [tiles.Alphabet]: it stores each word as its letter codes, counts
// lengths in letters, and reads and writes words as its alphabet does.
type List struct {
	byLen [][]byte        // byLen[n]: the words of length n, sorted, concatenated
	alpha *tiles.Alphabet // nil for English, whose codes are the words' bytes
	count int
}

// Alphabet returns the alphabet of l's words ([tiles.English] unless l
// was built for another).
func (l *List) Alphabet() *tiles.Alphabet {
	if l == nil || l.alpha == nil {
		return tiles.English()
	}
	return l.alpha
}

// key returns word's letter codes, in buf when they fit, or false when
// word is not made of l's letters.
func (l *List) key(word string, buf []byte) ([]byte, bool) {
	if l.alpha == nil {
		return upperASCII(word, buf)
	}
	codes, err := l.alpha.AppendParse(buf[:0], word)
	if err != nil || len(codes) > MaxWordLen {
		return nil, false
	}
	for i := range codes {
		codes[i] &^= tiles.Lower
	}
	return codes, true
}

// upperASCII returns word in capitals, in buf, or false when word is
// longer than buf or holds a byte other than an ASCII letter: the codes
// of an English word.
func upperASCII(word string, buf []byte) ([]byte, bool) {
	if len(word) > len(buf) {
		return nil, false
	}
	for i := range len(word) {
		c := word[i]
		switch {
		case 'A' <= c && c <= 'Z':
		case 'a' <= c && c <= 'z':
			c -= 'a' - 'A'
		default:
			return nil, false
		}
		buf[i] = c
	}
	return buf[:len(word)], true
}

// text returns the word stored as codes.
func (l *List) text(codes []byte) string {
	if l.alpha == nil {
		return string(codes)
	}
	return l.alpha.Word(codes)
}

// Len returns the number of words in l.
func (l *List) Len() int {
	if l == nil {
		return 0
	}
	return l.count
}

// Contains reports whether word is in l, ignoring case.
func (l *List) Contains(word string) bool {
	n := len(word)
	if l == nil || n == 0 {
		return false
	}
	var buf [MaxWordLen]byte
	var key []byte
	var ok bool
	if l.alpha == nil {
		key, ok = upperASCII(word, buf[:]) // inlined: English, the common case
	} else {
		key, ok = l.key(word, buf[:])
	}
	if !ok {
		return false
	}
	n = len(key)
	if n == 0 || n >= len(l.byLen) {
		return false
	}
	bucket := l.byLen[n]
	lo, hi := 0, len(bucket)/n
	for lo < hi {
		mid := int(uint(lo+hi) >> 1)
		switch c := bytes.Compare(bucket[mid*n:mid*n+n], key); {
		case c == 0:
			return true
		case c < 0:
			lo = mid + 1
		default:
			hi = mid
		}
	}
	return false
}

// HasPrefix reports whether some word of l starts with prefix.
func (l *List) HasPrefix(prefix string) bool {
	if l == nil {
		return false
	}
	var buf [MaxWordLen]byte
	p, ok := l.key(prefix, buf[:])
	if !ok {
		return false
	}
	if len(p) == 0 {
		return l.count > 0
	}
	for n := len(p); n < len(l.byLen); n++ {
		bucket := l.byLen[n]
		k := len(bucket) / n
		lo, hi := 0, k
		for lo < hi {
			mid := int(uint(lo+hi) >> 1)
			if bytes.Compare(bucket[mid*n:mid*n+len(p)], p) < 0 {
				lo = mid + 1
			} else {
				hi = mid
			}
		}
		if lo < k && bytes.Equal(bucket[lo*n:lo*n+len(p)], p) {
			return true
		}
	}
	return false
}

// Words yields every word in upper case, shorter words first and in the
// alphabet's order within a length.
func (l *List) Words() iter.Seq[string] {
	return func(yield func(string) bool) {
		if l == nil {
			return
		}
		for n := range l.byLen {
			for w := range l.WordsOfLength(n) {
				if !yield(w) {
					return
				}
			}
		}
	}
}

// WordsOfLength yields the words of n letters in the alphabet's order.
func (l *List) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		if l == nil || n <= 0 || n >= len(l.byLen) {
			return
		}
		b := l.byLen[n]
		for i := 0; i+n <= len(b); i += n {
			if !yield(l.text(b[i : i+n])) {
				return
			}
		}
	}
}

// A builder collects words, then sorts and buckets them. Each bucket is
// one byte slice of upper-case words of one length, concatenated, so that
// building takes about as much memory as the words themselves (no slice
// or string per word).
type builder struct {
	byLen [][]byte
	alpha *tiles.Alphabet // nil for English
}

// add appends w, in upper case, to its bucket, or says why it is not a
// word (quoting at most a clipped piece of it).
func add[T string | []byte](b *builder, w T) error {
	if b.alpha != nil {
		return b.addCodes(string(w))
	}
	switch {
	case len(w) == 0:
		return fmt.Errorf("the empty string is not a word")
	case len(w) > MaxWordLen:
		return fmt.Errorf("%s is longer than %d letters", notation.Quote(string(w[:min(len(w), 2*notation.MaxQuote)])), MaxWordLen)
	}
	for i := range len(w) {
		if c := w[i]; !('A' <= c && c <= 'Z' || 'a' <= c && c <= 'z') {
			return fmt.Errorf("%s: %s is not a letter A–Z", notation.Quote(string(w)), notation.CharAt(string(w), i))
		}
	}
	for len(b.byLen) <= len(w) {
		b.byLen = append(b.byLen, nil)
	}
	bucket := b.byLen[len(w)]
	if cap(bucket)-len(bucket) < len(w) {
		// Double, rather than let append grow large buckets by a
		// quarter at a time: the copies then total at most the size of
		// the bucket, not several times it.
		bucket = slices.Grow(bucket, max(len(bucket), 64*len(w)))
	}
	for i := range len(w) {
		c := w[i]
		if 'a' <= c {
			c -= 'a' - 'A'
		}
		bucket = append(bucket, c)
	}
	b.byLen[len(w)] = bucket
	return nil
}

// addCodes appends the letter codes of w, read in b's alphabet.
func (b *builder) addCodes(w string) error {
	if len(w) > 8*MaxWordLen {
		return fmt.Errorf("%s is longer than %d letters", notation.Quote(w[:2*notation.MaxQuote]), MaxWordLen)
	}
	codes, err := b.alpha.ParseWord(w)
	switch {
	case err != nil:
		return err
	case len(codes) > MaxWordLen:
		return fmt.Errorf("%s is longer than %d letters", notation.Quote(w), MaxWordLen)
	case !b.alpha.Canonical(codes):
		// A word is looked up by its plain text, which reads greedily:
		// [C]H would be found as CH, a word the list does not hold.
		return fmt.Errorf("%s: its letters %s would read as %s in plain text; a word list holds words as they read",
			notation.Quote(w), notation.Quote(b.alpha.Format(codes)), notation.Quote(b.alpha.Word(codes)))
	}
	for len(b.byLen) <= len(codes) {
		b.byLen = append(b.byLen, nil)
	}
	b.byLen[len(codes)] = append(b.byLen[len(codes)], codes...)
	return nil
}

// records sorts the words of one bucket in place.
type records struct {
	b []byte
	n int
}

func (r records) Len() int { return len(r.b) / r.n }
func (r records) Less(i, j int) bool {
	return bytes.Compare(r.b[i*r.n:i*r.n+r.n], r.b[j*r.n:j*r.n+r.n]) < 0
}
func (r records) Swap(i, j int) {
	x, y := r.b[i*r.n:i*r.n+r.n], r.b[j*r.n:j*r.n+r.n]
	for k := range x {
		x[k], y[k] = y[k], x[k]
	}
}

func (b *builder) list() *List {
	l := &List{byLen: make([][]byte, len(b.byLen)), alpha: b.alpha}
	for n, bucket := range b.byLen {
		if n == 0 || len(bucket) == 0 {
			continue
		}
		sort.Sort(records{bucket, n})
		// Drop duplicates in place: keep a word unless it equals the last
		// one kept.
		k := n
		for i := n; i < len(bucket); i += n {
			if !bytes.Equal(bucket[i:i+n], bucket[k-n:k]) {
				copy(bucket[k:k+n], bucket[i:i+n])
				k += n
			}
		}
		l.byLen[n] = bytes.Clone(bucket[:k]) // exact size: the List may live long
		l.count += k / n
	}
	return l
}

// FromWords builds a List of the words of alphabet a (nil means
// [tiles.English]) from a sequence, reading each as
// [tiles.Alphabet.ParseWord] does: in any case, greedily by the longest
// letter, with the alphabet's folds (accents; German ß as SS; Catalan QÜ
// as QU, and L.L or ŀl as L·L). A word with anything else is an error
// that names it, and so is a word whose letters would not read back as
// themselves from plain text (Spanish [C]HE, which reads as CH E);
// duplicates, such as one word in two spellings, are merged.
func FromWords(a *tiles.Alphabet, words iter.Seq[string]) (*List, error) {
	b := builder{alpha: alphabetOrNil(a)}
	for w := range words {
		if err := add(&b, w); err != nil {
			return nil, fmt.Errorf("dictionary: %w", err)
		}
	}
	return b.list(), nil
}

// alphabetOrNil returns a, or nil for English (whose words a List keeps
// as their own bytes).
func alphabetOrNil(a *tiles.Alphabet) *tiles.Alphabet {
	if a == nil || a == tiles.English() {
		return nil
	}
	return a
}

// FromSlice builds a List from words (any case; duplicates are merged).
// A word with a character other than a letter A–Z is an error that names
// it.
func FromSlice(words []string) (*List, error) {
	return FromSeq(slices.Values(words))
}

// FromSeq builds a List from a sequence of words, as [FromSlice] does.
func FromSeq(words iter.Seq[string]) (*List, error) { return FromWords(nil, words) }

// Read builds a List from r, one word per line. Surrounding space is
// trimmed; blank lines and lines starting with # are skipped; any other
// line that is not a word of letters A–Z (any case) is an error naming
// its line number, as is a line longer than 1 MiB. Read allocates a small
// multiple of the size of its input.
func Read(r io.Reader) (*List, error) { return ReadWords(nil, r) }

// ReadWords builds a List of alphabet a's words (nil means
// [tiles.English]) from r, one word per line, as [Read] does, reading
// each word as [FromWords] does: every spelling the alphabet reads is a
// word (Catalan QÜESTIÓ, FREQÜENT and COL.LEGI), and a line with a
// character it cannot read is an error naming that line. Lines are
// UTF-8; a word in NFD (a letter and its combining marks) reads as its
// NFC letters.
func ReadWords(a *tiles.Alphabet, r io.Reader) (*List, error) {
	b := builder{alpha: alphabetOrNil(a)}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		w := bytes.TrimSpace(sc.Bytes())
		if len(w) == 0 || w[0] == '#' {
			continue
		}
		if err := add(&b, w); err != nil {
			return nil, fmt.Errorf("dictionary: line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("dictionary: line %d: %w", line+1, err)
	}
	return b.list(), nil
}
