package dictionary

import (
	"bytes"
	"compress/gzip"
	"embed"
	"encoding/binary"
	"fmt"
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
	raw, err := data.ReadFile(name)
	if err != nil {
		panic("dictionary: bundled list missing: " + err.Error())
	}
	l, err := decodeBundled(raw)
	if err != nil {
		panic("dictionary: bundled list " + name + " corrupt: " + err.Error())
	}
	return l
}

// decodeBundled inflates a list in the form internal/mkdata writes: line n
// holds every word of n letters, upper-case, sorted and concatenated. The
// buckets are slices of the one inflated buffer, so loading copies nothing
// after decompression.
func decodeBundled(gz []byte) (*List, error) {
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
	raw := buf.Bytes()
	l := &List{byLen: [][]byte{nil}}
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
			if c < 'A' || c > 'Z' {
				return nil, fmt.Errorf("bucket %d holds %q", n, c)
			}
		}
		l.byLen = append(l.byLen, bucket)
		l.count += len(bucket) / n
	}
	return l, nil
}

// Bundled-list names, as the games' text encodings write them.
const (
	DefaultName = "default"
	CommonName  = "common"
)

// Name returns the name of a bundled list ("default" or "common") when d
// is one of them, and "" for any other dictionary, including nil.
func Name(d Dictionary) string {
	if l, ok := d.(*List); ok {
		switch l {
		case DefaultList():
			return DefaultName
		case CommonList():
			return CommonName
		}
	}
	return ""
}

// ByName returns the bundled list with the given name ("default" or
// "common"), or false for any other name.
func ByName(name string) (Dictionary, bool) {
	switch name {
	case DefaultName:
		return Default(), true
	case CommonName:
		return Common(), true
	}
	return nil, false
}
