package wordgame

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"reflect"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/dawg"
	"github.com/tilekit/tilekit/internal/lazy"
	"github.com/tilekit/tilekit/tiles"
)

// MaxDictionaryWords is the most playable words (of 2 letters up to the
// length of the board's longest line) a dictionary may hold for the move
// generator to use it. The bundled Default list holds about a quarter of
// that; a larger dictionary gets no automaton, and BestMove says so with
// an error wrapping ErrDetached (the words are still checked: moves
// can be played).
const MaxDictionaryWords = dawg.MaxWords

// maxPrefixQueries bounds the prefixes a dictionary that only answers
// prefix queries may confirm before its automaton is refused: Default has
// about 600,000 distinct prefixes of 1 to 15 letters.
const maxPrefixQueries = 4 * MaxDictionaryWords

// automata holds the automata of each dictionary, one for each longest
// word length asked for, built on first use and shared (see
// dictionary.Cache for how dictionaries are told apart: a dictionary.Func
// gets a fresh build on every call). Each automaton holds a few megabytes
// and lives as long as the program; so does the error of a dictionary that
// cannot be used.
var automata = dictionary.NewCache(func(d dictionary.Dictionary) *automatonSet {
	set := &automatonSet{}
	for n := range set.byLen {
		set.byLen[n] = lazy.New(func() builtAutomaton {
			a, err := buildFor(d, n)
			return builtAutomaton{a, err}
		})
	}
	return set
})

// An automatonSet holds a dictionary's automata by longest word length,
// each built on first use, on a goroutine of its own, so that a caller
// may stop waiting for it (automatonIn) without stopping it for the
// others.
type automatonSet struct {
	byLen [MaxBoardSize + 1]*lazy.Value[builtAutomaton]
}

// builtAutomaton is what a build made: an automaton or why there is none.
type builtAutomaton struct {
	a   *dawg.DAWG
	err error
}

// automatonIn returns the automaton of d's words of 2 to maxLen letters
// (the longest line of the board; clamped to 2 to MaxBoardSize), building
// it on first use, or nil for a nil d; or an error saying why d cannot be
// used.
//
// A dictionary that lists its words (dictionary.Lister) gets the automaton
// of exactly its words. One that answers prefix queries
// (dictionary.PrefixChecker) also gets exactly its words, found by walking
// its prefixes: slower to build (26 HasPrefix calls per distinct prefix,
// seconds for a list the size of Default) but built once. A dictionary
// that can only answer Contains cannot be enumerated in reasonable time,
// so its automaton is built from the bundled Default list filtered through
// d.Contains: the move generator then finds every legal placement whose
// words are all in Default, and misses placements needing a word that d
// accepts but Default lacks. Every move it returns is legal under d.
//
// Only words of the lengths the board allows are read. A dictionary
// holding more than MaxDictionaryWords of them, or confirming more than
// maxPrefixQueries prefixes, gets an error, and so does a nil pointer or a
// dictionary whose methods panic (the panic is caught here, so it is not
// repeated on every later call).
//
// When ctx (nil: none) is done before the automaton is built, it returns
// at once with stop set to ctx's error, and the build goes on for later
// calls. Building takes some tens of milliseconds for the bundled lists
// and seconds for a list that only answers prefix queries, once a
// program; an engine that must stop within milliseconds of its context
// waits here.
func automatonIn(ctx context.Context, d dictionary.Dictionary, maxLen int) (a *dawg.DAWG, err, stop error) {
	set := automata.Get(d)
	if set == nil {
		return nil, nil, nil
	}
	if ctx == nil {
		ctx = context.Background()
	}
	b, stop := set.byLen[automatonLen(maxLen)].Wait(ctx)
	return b.a, b.err, stop
}

// automaton is automatonIn for s's word list and board (words up to its
// longest line); s has a game and a word list.
func (s State) automaton(ctx context.Context) (a *dawg.DAWG, err, stop error) {
	return automatonIn(ctx, s.dict, max(s.g.rows, s.g.cols))
}

// automatonLen is the longest word length an automaton is built for:
// maxLen clamped to 2 to MaxBoardSize.
func automatonLen(maxLen int) int { return min(max(maxLen, 2), MaxBoardSize) }

func buildFor(d dictionary.Dictionary, maxLen int) (a *dawg.DAWG, err error) {
	if v := reflect.ValueOf(d); v.Kind() == reflect.Pointer && v.IsNil() {
		return nil, errors.New("the word list is missing")
	}
	defer func() {
		if r := recover(); r != nil {
			a, err = nil, errors.New("the word list failed while its words were read")
		}
	}()
	alpha := dictionary.AlphabetOf(d)
	if alpha != tiles.English() {
		return buildIn(alpha, d, maxLen)
	}
	if words, ok := dictionary.Words(d); ok {
		return dawg.Build(words, lenHint(d), maxLen)
	}
	if pc, ok := d.(dictionary.PrefixChecker); ok {
		return fromPrefixes(dawg.Build, alpha, pc, maxLen)
	}
	return dawg.Build(func(yield func(string) bool) {
		for w := range dictionary.DefaultList().Words() {
			if len(w) >= 2 && len(w) <= maxLen && d.Contains(w) && !yield(w) {
				return
			}
		}
	}, 0, maxLen)
}

// buildIn builds the automaton of d, a dictionary of alphabet a other than
// English, over letter codes: its words read in a (those that do not read,
// or whose text reads back as other letters, are passed over), or the
// words its prefix queries confirm. One that can do neither cannot be
// searched (there is no list of words of a to filter), and neither can
// an alphabet of more than dawg.MaxLetters (32) letters: the automaton's
// arcs hold 32 letters, so that it stays as small, and the search as
// fast, as for English.
func buildIn(a *tiles.Alphabet, d dictionary.Dictionary, maxLen int) (*dawg.DAWG, error) {
	if a.Len() > dawg.MaxLetters {
		return nil, fmt.Errorf("the move generator handles alphabets of up to %d letters; the %s alphabet has %d", dawg.MaxLetters, a.Name(), a.Len())
	}
	if words, ok := dictionary.Words(d); ok {
		return dawg.BuildCodes(func(yield func(string) bool) {
			for w := range words {
				codes, err := a.ParseWord(w)
				if err != nil || len(codes) < 2 || len(codes) > maxLen || !a.Canonical(codes) {
					continue
				}
				if !yield(string(codes)) {
					return
				}
			}
		}, lenHint(d), maxLen)
	}
	if pc, ok := d.(dictionary.PrefixChecker); ok {
		return fromPrefixes(dawg.BuildCodes, a, pc, maxLen)
	}
	return nil, fmt.Errorf("the %s word list can neither list its words nor answer prefix queries, so the move generator cannot search it: %w", a.Name(), dictionary.CheckLister(d))
}

// lenHint is how many words d says it holds (its Len method), or 0 when
// it does not say: the size hint of an automaton's build.
func lenHint(d dictionary.Dictionary) int {
	if l, ok := d.(interface{ Len() int }); ok {
		return l.Len()
	}
	return 0
}

// fromPrefixes builds with build (dawg.Build, or dawg.BuildCodes for an
// alphabet other than English) the automaton of the words of a that pc's
// prefix queries confirm, up to maxLen letters long; confirming more than
// maxPrefixQueries prefixes is an error.
func fromPrefixes(build func(words iter.Seq[string], sizeHint, maxLen int) (*dawg.DAWG, error), a *tiles.Alphabet, pc dictionary.PrefixChecker, maxLen int) (*dawg.DAWG, error) {
	var tooMany bool
	b, err := build(dawg.PrefixWords(a, pc, maxLen, maxPrefixQueries, &tooMany), 0, maxLen)
	if err == nil && tooMany {
		err = fmt.Errorf("the word list confirms more than %d prefixes, too many for the move generator", maxPrefixQueries)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}
