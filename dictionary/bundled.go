package dictionary

import (
	"embed"
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

// decodeBundled inflates an English list in the form internal/mkdata
// writes (see [decodeIn]).
func decodeBundled(gz []byte) (*List, error) { return decodeIn(nil, gz) }

// Bundled-list names, as the games' text encodings write them.
const (
	DefaultName = "default"
	CommonName  = "common"
)

// Name returns the name of a bundled list when d is one of them: "default"
// or "common" for the English lists, and for a list of another alphabet
// registered with [Register] the alphabet's name ("spanish") or that name
// and "/common" ("spanish/common"). It returns "" for any other
// dictionary, including nil; it never loads a list of another alphabet
// to answer.
func Name(d Dictionary) string {
	if l, ok := d.(*List); ok {
		switch l {
		case DefaultList():
			return DefaultName
		case CommonList():
			return CommonName
		}
		return bundledName(l)
	}
	return ""
}

// ByName returns the bundled list with the given name (see [Name]), or
// false for any other name, including the name of a list whose package
// is not imported ([Lookup] says which import it needs).
func ByName(name string) (Dictionary, bool) {
	switch name {
	case DefaultName:
		return Default(), true
	case CommonName:
		return Common(), true
	}
	return byBundleName(name)
}
