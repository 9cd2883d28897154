package dictionary

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// ErrNoWordList is the error [ForAlphabet] and [Lookup] wrap when no
// bundled word list of an alphabet is registered: its package is not
// imported, or tilekit bundles none for that alphabet.
var ErrNoWordList = errors.New("no bundled word list")

// A Bundle is the pair of word lists bundled for one alphabet, as
// [Default] and [Common] are for English: the playable list, every word
// a game accepts, and the common list, everyday words for Wordle secrets,
// hints and the easier bots. Each list is decompressed the first time it
// is asked for and then shared; a Bundle is safe for concurrent use.
//
// Lists of other languages live in packages of their own, which register
// their Bundle when imported, so a program pays only for the languages
// it imports:
//
//	import _ "github.com/tilekit/tilekit/dictionary/es" // Spanish
//
// A game finds the lists of its alphabet with [ForAlphabet].
type Bundle struct {
	alpha            *tiles.Alphabet
	playable, common *lazyList
}

// NewBundle returns the bundle of alphabet a's lists, given compressed as
// the language packages embed them: gzip of the bucketed form, where line
// n holds every word of n letters as letter codes (the alphabet's i-th
// letter is the byte 'A'+i, the codes of [tiles.Alphabet.Parse]), sorted
// and run together with no separator. The lists are read on first use;
// data that is not in that form panics then, as a broken build would.
// dictionary/internal/mklang writes such files.
func NewBundle(a *tiles.Alphabet, playable, common []byte) *Bundle {
	if a == nil {
		a = tiles.English()
	}
	return &Bundle{alpha: a, playable: &lazyList{alpha: a, gz: playable}, common: &lazyList{alpha: a, gz: common}}
}

// Alphabet returns the alphabet of the bundle's words.
func (b *Bundle) Alphabet() *tiles.Alphabet { return b.alpha }

// Playable returns the playable list, loading it on first use.
func (b *Bundle) Playable() *List {
	if b == englishBundle {
		return DefaultList()
	}
	return b.playable.get()
}

// Common returns the list of everyday words, loading it on first use.
func (b *Bundle) Common() *List {
	if b == englishBundle {
		return CommonList()
	}
	return b.common.get()
}

// english is the bundle of the English lists, [DefaultList] and
// [CommonList].
var englishBundle = &Bundle{alpha: tiles.English()}

// A lazyList is one compressed list, decoded once on first use.
type lazyList struct {
	alpha *tiles.Alphabet
	gz    []byte
	once  sync.Once
	l     atomic.Pointer[List] // set once loaded
}

func (z *lazyList) get() *List {
	z.once.Do(func() {
		l, err := decodeIn(z.alpha, z.gz)
		if err != nil {
			panic("dictionary: bundled " + z.alpha.Name() + " list corrupt: " + err.Error())
		}
		z.l.Store(l)
	})
	return z.l.Load()
}

// loaded returns the list if it has been loaded, and nil otherwise.
func (z *lazyList) loaded() *List { return z.l.Load() }

var bundles struct {
	sync.RWMutex
	m map[*tiles.Alphabet]*Bundle
}

// Register makes b the bundled lists of its alphabet, for [ForAlphabet],
// [Name], [ByName] and [Lookup]. A language package calls it from its init
// function (as image/png calls image.RegisterFormat), so importing the
// package is all a program does to use its lists. Register panics if b is
// nil or English, or if its alphabet already has a bundle.
func Register(b *Bundle) {
	if b == nil || b.alpha == tiles.English() {
		panic("dictionary: Register of a nil or English bundle")
	}
	bundles.Lock()
	defer bundles.Unlock()
	if _, dup := bundles.m[b.alpha]; dup {
		panic("dictionary: Register called twice for the " + b.alpha.Name() + " alphabet")
	}
	if bundles.m == nil {
		bundles.m = make(map[*tiles.Alphabet]*Bundle)
	}
	bundles.m[b.alpha] = b
}

// langPackages names the package that bundles each alphabet's lists, for
// the error of a program that has not imported it.
var langPackages = map[string]string{
	"spanish":    "github.com/tilekit/tilekit/dictionary/es",
	"spanish-27": "github.com/tilekit/tilekit/dictionary/es",
	"french":     "github.com/tilekit/tilekit/dictionary/fr",
	"german":     "github.com/tilekit/tilekit/dictionary/de",
}

// ForAlphabet returns the bundled lists of alphabet a (nil means
// [tiles.English]): English's are always there; another alphabet's are
// there when the package that bundles them is imported. Otherwise the
// error wraps [ErrNoWordList] and says what to do: the import to add
// (import _ "github.com/tilekit/tilekit/dictionary/es" for
// [tiles.Spanish] and [tiles.Spanish27], .../fr for [tiles.French],
// .../de for [tiles.German]), or, for an alphabet tilekit bundles no list
// of, to give the game a list of one's own.
func ForAlphabet(a *tiles.Alphabet) (*Bundle, error) {
	if a == nil || a == tiles.English() {
		return englishBundle, nil
	}
	bundles.RLock()
	b := bundles.m[a]
	bundles.RUnlock()
	if b != nil {
		return b, nil
	}
	return nil, noWordList(a.Name())
}

func noWordList(alphabet string) error {
	if pkg, ok := langPackages[alphabet]; ok {
		return fmt.Errorf("dictionary: %w for the %s alphabet: add import _ %q", ErrNoWordList, alphabet, pkg)
	}
	return fmt.Errorf("dictionary: %w for the %s alphabet: give the game a word list of that alphabet (dictionary.ReadWords)", ErrNoWordList, alphabet)
}

// commonSuffix ends the name of a common list of another alphabet than
// English.
const commonSuffix = "/common"

// bundledName returns the name of l if it is a registered list of another
// alphabet than English, and "" otherwise.
func bundledName(l *List) string {
	if l == nil || l.alpha == nil {
		return ""
	}
	bundles.RLock()
	b := bundles.m[l.alpha]
	bundles.RUnlock()
	switch {
	case b == nil:
		return ""
	case b.playable.loaded() == l:
		return l.alpha.Name()
	case b.common.loaded() == l:
		return l.alpha.Name() + commonSuffix
	}
	return ""
}

// byBundleName returns the registered list of another alphabet than
// English with that name.
func byBundleName(name string) (Dictionary, bool) {
	alpha, common := strings.CutSuffix(name, commonSuffix)
	a, ok := tiles.LookupAlphabet(alpha)
	if !ok || a == tiles.English() {
		return nil, false
	}
	bundles.RLock()
	b := bundles.m[a]
	bundles.RUnlock()
	switch {
	case b == nil:
		return nil, false
	case common:
		return b.Common(), true
	}
	return b.Playable(), true
}

// Lookup returns the bundled list with the given name, as [ByName] does,
// or an error that says why there is none: for the name of a list whose
// package is not imported ("spanish", "french/common"), an error wrapping
// [ErrNoWordList] that names the import to add.
func Lookup(name string) (Dictionary, error) {
	if d, ok := ByName(name); ok {
		return d, nil
	}
	alpha, _ := strings.CutSuffix(name, commonSuffix)
	if _, known := langPackages[alpha]; known {
		return nil, noWordList(alpha)
	}
	if a, ok := tiles.LookupAlphabet(alpha); ok && a != tiles.English() {
		return nil, noWordList(alpha)
	}
	return nil, fmt.Errorf("dictionary: no bundled list is called %s", notation.Quote(name))
}

// decodeIn inflates a list of alphabet a (nil: English) in the bundled
// form: line n holds every word of n letters as letter codes, sorted and
// concatenated. The buckets are slices of the one inflated buffer, so
// loading copies nothing after decompression.
func decodeIn(a *tiles.Alphabet, gz []byte) (*List, error) {
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		return nil, err
	}
	// The gzip trailer's last four bytes give the inflated size (mod 2^32).
	size := 0
	if len(gz) >= 4 {
		size = int(binary.LittleEndian.Uint32(gz[len(gz)-4:]))
	}
	buf := bytes.NewBuffer(make([]byte, 0, size+bytes.MinRead))
	if _, err := buf.ReadFrom(zr); err != nil {
		return nil, err
	}
	a = alphabetOrNil(a)
	last := byte('Z')
	if a != nil {
		last = a.Code(a.Len() - 1)
	}
	raw := buf.Bytes()
	l := &List{byLen: [][]byte{nil}, alpha: a}
	for n := 1; len(raw) > 0; n++ {
		i := bytes.IndexByte(raw, '\n')
		if i < 0 || n > MaxWordLen {
			return nil, fmt.Errorf("bucket %d is malformed", n)
		}
		bucket := raw[:i:i]
		raw = raw[i+1:]
		if len(bucket)%n != 0 {
			return nil, fmt.Errorf("bucket %d holds %d bytes, not a multiple of %d", n, len(bucket), n)
		}
		for _, c := range bucket {
			if c < 'A' || c > last {
				return nil, fmt.Errorf("bucket %d holds %q", n, c)
			}
		}
		l.byLen = append(l.byLen, bucket)
		l.count += len(bucket) / n
	}
	return l, nil
}
