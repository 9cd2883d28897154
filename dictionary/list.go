package dictionary

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"iter"
	"slices"
	"strings"
)

// MaxWordLen is the longest word a [List] holds. Longer strings are never
// words of a List, and the builders reject them.
const MaxWordLen = 64

// A List is an immutable word list: sorted upper-case words bucketed by
// length, answering [List.Contains] by binary search without allocating.
// It implements [Lister], [LengthLister] and [PrefixChecker]. A List is
// safe for concurrent use; the zero List is empty, and so is a nil *List
// (its methods answer as an empty list does, though [Check] refuses it).
type List struct {
	byLen [][]byte // byLen[n]: the words of length n, sorted, concatenated
	count int
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
	if l == nil || n == 0 || n >= len(l.byLen) {
		return false
	}
	var buf [MaxWordLen]byte
	for i := range n {
		c := word[i]
		switch {
		case 'A' <= c && c <= 'Z':
		case 'a' <= c && c <= 'z':
			c -= 'a' - 'A'
		default:
			return false
		}
		buf[i] = c
	}
	key := buf[:n]
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
	p, ok := upper(prefix)
	if l == nil || !ok {
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

// Words yields every word in upper case, shorter words first and
// alphabetical within a length.
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

// WordsOfLength yields the words of n letters in alphabetical order.
func (l *List) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		if l == nil || n <= 0 || n >= len(l.byLen) {
			return
		}
		b := l.byLen[n]
		for i := 0; i+n <= len(b); i += n {
			if !yield(string(b[i : i+n])) {
				return
			}
		}
	}
}

// upper returns s in upper case, or false if s has a non-letter.
func upper(s string) ([]byte, bool) {
	if len(s) > MaxWordLen {
		return nil, false
	}
	b := make([]byte, len(s))
	for i := range len(s) {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
		case 'a' <= c && c <= 'z':
			c -= 'a' - 'A'
		default:
			return nil, false
		}
		b[i] = c
	}
	return b, true
}

// A builder collects words, then sorts and buckets them.
type builder struct {
	byLen [][][]byte
}

func (b *builder) add(w string) error {
	u, ok := upper(w)
	switch {
	case len(w) == 0:
		return fmt.Errorf("the empty string is not a word")
	case len(w) > MaxWordLen:
		return fmt.Errorf("%q is longer than %d letters", w, MaxWordLen)
	case !ok:
		return fmt.Errorf("%q has a character that is not a letter A–Z", w)
	}
	for len(b.byLen) <= len(u) {
		b.byLen = append(b.byLen, nil)
	}
	b.byLen[len(u)] = append(b.byLen[len(u)], u)
	return nil
}

func (b *builder) list() *List {
	l := &List{byLen: make([][]byte, len(b.byLen))}
	for n, ws := range b.byLen {
		slices.SortFunc(ws, bytes.Compare)
		ws = slices.CompactFunc(ws, bytes.Equal)
		l.byLen[n] = bytes.Join(ws, nil)
		l.count += len(ws)
	}
	return l
}

// FromSlice builds a List from words (any case; duplicates are merged).
// A word with a character other than a letter A–Z is an error that names
// it.
func FromSlice(words []string) (*List, error) {
	return FromSeq(slices.Values(words))
}

// FromSeq builds a List from a sequence of words, as [FromSlice] does.
func FromSeq(words iter.Seq[string]) (*List, error) {
	var b builder
	for w := range words {
		if err := b.add(w); err != nil {
			return nil, fmt.Errorf("dictionary: %w", err)
		}
	}
	return b.list(), nil
}

// Read builds a List from r, one word per line. Surrounding space is
// trimmed; blank lines and lines starting with # are skipped; any other
// line that is not a word of letters A–Z (any case) is an error naming
// its line number.
func Read(r io.Reader) (*List, error) {
	var b builder
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		w := strings.TrimSpace(sc.Text())
		if w == "" || strings.HasPrefix(w, "#") {
			continue
		}
		if err := b.add(w); err != nil {
			return nil, fmt.Errorf("dictionary: line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("dictionary: %w", err)
	}
	return b.list(), nil
}
