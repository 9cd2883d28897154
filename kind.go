package tilekit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Kind describes one game to programs that serve games by name: how to
// deal it, read it back, explain it and play it with a computer. Each game
// package registers its Kind in init, as image/png registers its format:
//
//	import _ "github.com/tilekit/tilekit/wordle"   // one game
//	import _ "github.com/tilekit/tilekit/all"      // all five
//
// and a program then finds it with [Lookup] or lists them with [Kinds].
// The function fields are filled by the game (package gamekit builds
// them) and by its engine (Bot and Hints: see [Engine]); programs call
// the method New and the field Bot.
type Kind struct {
	// Name is the package name and the key of the registry ("wordle").
	Name string
	// Title is the game's name for people ("Wordle, the party game").
	Title string
	// About says in one line what the game is.
	About string
	// Help explains the move notation for people, with examples.
	Help string
	// Presets are the rules New deals; the first is the default, which ""
	// also names.
	Presets []Preset

	// Deal deals a game under the preset called preset (one of Presets,
	// already checked) for len(names) seats, from seed, with d as the
	// dictionary (nil: the preset's own). It is what New calls once it has
	// checked the preset and the seat count.
	Deal func(preset string, names []string, seed uint64, d dictionary.Dictionary) (Game, error)
	// Decode reads back what a Game of this kind wrote with MarshalText.
	// d is the dictionary to play with (nil: the bundled default, or the
	// one the text names).
	Decode func(text []byte, d dictionary.Dictionary) (Game, error)
	// Match reports whether a text's first line is this kind's; nil
	// matches a first line whose first word is Name.
	Match func(firstLine string) bool
	// Bot returns a computer player at level, deterministic from seed;
	// nil until an engine package registers the kind's [Engine].
	Bot func(level Level, seed uint64) Bot
	// Hints serves Game.Hints for games of the kind (see [Engine]); nil
	// until an engine package registers the kind's Engine.
	Hints func(g Game, seat, n int) ([]Hint, error)
	// HintsContext is Hints under a context (see [Engine]); nil until an
	// engine package registers an Engine that has one.
	HintsContext func(ctx context.Context, g Game, seat, n int) ([]Hint, error)
}

// A Preset is a named set of rules of a game.
type Preset struct {
	// Name is what New takes ("hard").
	Name string `json:"name"`
	// About says in one line how it differs.
	About string `json:"about"`
	// Alphabet names the alphabet the preset's words and tiles are in,
	// as tiles.LookupAlphabet knows it ("spanish"); "" is English. A
	// word list for the preset is read in it (dictionary.ReadWords).
	Alphabet string `json:"alphabet,omitempty"`
	// MinPlayers and MaxPlayers bound the number of seats the preset
	// deals.
	MinPlayers int `json:"minPlayers"`
	MaxPlayers int `json:"maxPlayers"`
}

// An Option changes how [Kind.New] deals a game.
type Option func(*options)

type options struct {
	dict dictionary.Dictionary
}

// WithDictionary deals the game with d as its dictionary: the words moves
// are checked against (and, in a game that draws words, drawn from). A
// preset in another alphabet than English needs a list in its alphabet
// (see [Kind.Alphabet]); nil keeps the preset's own.
func WithDictionary(d dictionary.Dictionary) Option {
	return func(o *options) { o.dict = d }
}

// New deals a game of k under the preset called preset ("" is the
// default, the first of Presets) for len(names) seats with those names
// ("" names a seat "Player N"), from seed; nil names deal the preset's
// fewest seats. The same preset, names, seed and options always deal the
// same game.
//
// A preset k does not have is an error wrapping [ErrUnknownPreset] that
// lists the presets there are; a number of seats the preset does not
// allow wraps [ErrBadSetup]; a preset that plays with a word list which
// is neither bundled nor passed with [WithDictionary] wraps
// [ErrNeedsWordList] and says what to pass.
func (k Kind) New(preset string, names []string, seed uint64, opts ...Option) (Game, error) {
	p, ok := k.Preset(preset)
	if !ok {
		return nil, fmt.Errorf("tilekit: %s has no preset %s (choose %s): %w",
			k.Name, notation.Quote(preset), orList(k.PresetNames()), ErrUnknownPreset)
	}
	if names == nil {
		names = make([]string, max(p.MinPlayers, 1))
	}
	if n := len(names); n < p.MinPlayers || n > p.MaxPlayers {
		return nil, fmt.Errorf("tilekit: %s %s is played by %s, not %d: %w",
			k.Name, p.Name, seats(p.MinPlayers, p.MaxPlayers), n, ErrBadSetup)
	}
	var o options
	for _, opt := range opts {
		if opt != nil {
			opt(&o)
		}
	}
	if k.Deal == nil {
		return nil, fmt.Errorf("tilekit: %s cannot deal a game: %w", k.Name, errors.ErrUnsupported)
	}
	return k.Deal(p.Name, slices.Clone(names), seed, o.dict)
}

// seats says "1 player", "2 to 4 players".
func seats(lo, hi int) string {
	switch {
	case lo == hi && lo == 1:
		return "1 player"
	case lo == hi:
		return fmt.Sprintf("%d players", lo)
	}
	return fmt.Sprintf("%d to %d players", lo, hi)
}

// orList joins names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// Preset returns k's preset called name; "" names the default, the first
// of Presets.
func (k Kind) Preset(name string) (Preset, bool) {
	if name == "" && len(k.Presets) > 0 {
		return k.Presets[0], true
	}
	for _, p := range k.Presets {
		if p.Name == name {
			return p, true
		}
	}
	return Preset{}, false
}

// Alphabet returns the alphabet of k's preset called name ("" the
// default), in which a word list for it is read: English unless the
// preset names another. A preset k does not have is an error wrapping
// ErrUnknownPreset, as is an alphabet this program does not know.
func (k Kind) Alphabet(preset string) (*tiles.Alphabet, error) {
	p, ok := k.Preset(preset)
	if !ok {
		return nil, fmt.Errorf("tilekit: %s has no preset %s (choose %s): %w",
			k.Name, notation.Quote(preset), orList(k.PresetNames()), ErrUnknownPreset)
	}
	if p.Alphabet == "" {
		return tiles.English(), nil
	}
	a, ok := tiles.LookupAlphabet(p.Alphabet)
	if !ok {
		return nil, fmt.Errorf("tilekit: %s preset %s names the alphabet %s, which this program does not know: %w", k.Name, notation.Quote(p.Name), notation.Quote(p.Alphabet), ErrUnknownPreset)
	}
	return a, nil
}

// PresetNames lists the names of k's presets, the default first.
func (k Kind) PresetNames() []string {
	out := make([]string, len(k.Presets))
	for i, p := range k.Presets {
		out[i] = p.Name
	}
	return out
}

var registry struct {
	sync.RWMutex
	kinds map[string]Kind
}

// Register adds k to the registry. Like sql.Register, it panics when a
// kind of the same name is already registered, and when k has no Name,
// Deal or Decode: those are programming errors in a game package, found
// the first time its init runs.
func Register(k Kind) {
	if k.Name == "" || k.Deal == nil || k.Decode == nil {
		panic("tilekit: Register of a Kind without Name, Deal or Decode")
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.kinds[k.Name]; dup {
		panic("tilekit: Register called twice for " + k.Name)
	}
	if registry.kinds == nil {
		registry.kinds = map[string]Kind{}
	}
	k.Presets = slices.Clone(k.Presets)
	registry.kinds[k.Name] = k
}

// Kinds lists the registered kinds, sorted by name.
func Kinds() []Kind {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Kind, 0, len(registry.kinds))
	for _, k := range registry.kinds {
		k.Presets = slices.Clone(k.Presets)
		out = append(out, k)
	}
	slices.SortFunc(out, func(a, b Kind) int { return strings.Compare(a.Name, b.Name) })
	return out
}

// Lookup returns the kind registered as name.
func Lookup(name string) (Kind, bool) {
	registry.RLock()
	defer registry.RUnlock()
	k, ok := registry.kinds[name]
	k.Presets = slices.Clone(k.Presets)
	return k, ok
}

// Decode reads any registered game's MarshalText back, choosing the kind
// by the text's first line, with the dictionary the text names (the
// bundled default when it names none). The Game's Kind names the kind it
// read.
func Decode(text []byte) (Game, error) { return DecodeWith(text, nil) }

// DecodeWith is Decode with d as the dictionary to play with; nil means
// the bundled default, or the bundled list the text names.
func DecodeWith(text []byte, d dictionary.Dictionary) (Game, error) {
	line, _, _ := bytes.Cut(text, []byte("\n"))
	first := string(bytes.TrimRight(line, "\r"))
	word, _, _ := strings.Cut(first, " ")
	for _, k := range Kinds() {
		if k.Match != nil && k.Match(first) || k.Match == nil && word == k.Name {
			return k.Decode(text, d)
		}
	}
	return nil, fmt.Errorf("tilekit: no registered game reads a text starting %s: %w", notation.Quote(first), ErrUnknownKind)
}
