package wgtest

import (
	"sync"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// A GatedList is a word list that answers prefix queries and cannot list
// its words, the kind whose automaton the move generator takes longest to
// build (seconds for a list the size of Default, once a program, on first
// use): its prefix queries wait until Open is called, and Entered is
// closed at the first of them. It holds the bundled list's words of two
// and three letters, so that its build is quick once open. Each is a
// word list of its own, with an automaton of its own.
type GatedList struct {
	open, Entered chan struct{}
	once, opened  sync.Once
}

// NewGatedList returns a closed GatedList.
func NewGatedList() *GatedList {
	return &GatedList{open: make(chan struct{}), Entered: make(chan struct{})}
}

// Open lets the prefix queries through; it may be called more than once.
func (g *GatedList) Open() { g.opened.Do(func() { close(g.open) }) }

// Contains reports whether w is a word of two or three letters of the
// bundled list.
func (g *GatedList) Contains(w string) bool { return shortWords().Contains(w) }

// HasPrefix waits until g is open, and then reports whether a word of g
// starts with p.
func (g *GatedList) HasPrefix(p string) bool {
	g.once.Do(func() { close(g.Entered) })
	<-g.open
	return shortWords().HasPrefix(p)
}

// shortWords is the bundled list's words of two and three letters.
var shortWords = sync.OnceValue(func() *dictionary.List {
	var words []string
	for n := 2; n <= 3; n++ {
		for w := range dictionary.DefaultList().WordsOfLength(n) {
			words = append(words, w)
		}
	}
	return gametest.Must(dictionary.FromSlice(words))
})
