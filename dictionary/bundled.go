package dictionary

import (
	"bytes"
	"compress/gzip"
	"embed"
	"fmt"
	"io"
	"sync"
)

//go:embed data/default.txt.gz data/common.txt.gz
var data embed.FS

// Default returns the playable word list (word-list 4.1.0, 274,137
// words). It is loaded on first use and shared afterwards.
func Default() Dictionary { return defaultList() }

// Common returns the list of everyday words (SCOWL up to size 35, 37,859
// words, all of them in Default). It is loaded on first use and shared
// afterwards.
func Common() Dictionary { return commonList() }

// DefaultList and CommonList return the bundled lists with their concrete
// type, for callers that want [List]'s methods without a type assertion.
func DefaultList() *List { return defaultList() }

// CommonList returns the bundled common list as a *List; see [Common].
func CommonList() *List { return commonList() }

var (
	defaultList = sync.OnceValue(func() *List { return load("data/default.txt.gz") })
	commonList  = sync.OnceValue(func() *List { return load("data/common.txt.gz") })
)

// load reads an embedded list. The files are built by internal/mkdata and
// checked by the tests, so a failure here is a broken build, not bad
// input: it panics rather than return an empty dictionary silently.
func load(name string) *List {
	f, err := data.Open(name)
	if err != nil {
		panic("dictionary: bundled list missing: " + err.Error())
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		panic("dictionary: bundled list corrupt: " + err.Error())
	}
	l, err := readSorted(zr)
	if err != nil {
		panic("dictionary: bundled list corrupt: " + err.Error())
	}
	return l
}

// readSorted reads an alphabetically sorted lower-case list, one word per
// line, straight into length buckets. It is the fast path for the bundled
// data; it checks the order as it goes and reports any line out of place.
func readSorted(r io.Reader) (*List, error) {
	raw, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	var sizes [MaxWordLen + 1]int
	for line := range bytes.Lines(raw) {
		n := len(line) - 1
		if n < 1 || n > MaxWordLen || line[n] != '\n' {
			return nil, fmt.Errorf("malformed line %q", line)
		}
		sizes[n] += n
	}
	top := 0
	for n, s := range sizes {
		if s > 0 {
			top = n
		}
	}
	l := &List{byLen: make([][]byte, top+1)}
	for n := range l.byLen {
		l.byLen[n] = make([]byte, 0, sizes[n])
	}
	for line := range bytes.Lines(raw) {
		w := line[:len(line)-1]
		n := len(w)
		b := l.byLen[n]
		start := len(b)
		for _, c := range w {
			if c < 'a' || c > 'z' {
				return nil, fmt.Errorf("%q is not a lower-case word", w)
			}
			b = append(b, c-('a'-'A'))
		}
		if start > 0 && bytes.Compare(b[start-n:start], b[start:]) >= 0 {
			return nil, fmt.Errorf("%q is out of order", w)
		}
		l.byLen[n] = b
		l.count++
	}
	return l, nil
}
