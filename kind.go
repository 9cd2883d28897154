package tilekit

import (
	"bytes"
	"encoding"
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
	// MinPlayers and MaxPlayers bound the seats the presets allow
	// between them (a preset may allow fewer: New says so).
	MinPlayers, MaxPlayers int

	// New deals a game under a preset for len(names) seats with those
	// names ("" names a seat "Player N"), from seed.
	New func(preset string, names []string, seed uint64) (Game, error)
	// NewWith is New with d as the dictionary to play with (nil: the
	// preset's own, where it has one). It deals Presets and
	// WordListPresets alike; a dictionary in another alphabet than the
	// preset's is an error. NewWith is nil for a kind that plays without
	// a dictionary, or only with its own.
	NewWith func(preset string, names []string, seed uint64, d dictionary.Dictionary) (Game, error)
	// WordListPresets are presets that NewWith deals and New does not:
	// games in an alphabet for which tilekit bundles no word list, played
	// with the caller's (see Preset.Alphabet and [Kind.Alphabet]).
	WordListPresets []Preset
	// Decode reads back what a Game of this kind wrote with MarshalText.
	// d is the dictionary to play with (nil: the bundled default, or the
	// one the text names).
	Decode func(text []byte, d dictionary.Dictionary) (Game, error)
	// Match reports whether a text's first line is this kind's; nil
	// matches a first line whose first word is Name.
	Match func(firstLine string) bool
	// Bot returns a computer player at level, deterministic from seed.
	Bot func(level Level, seed uint64) Bot
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
}

// ErrUnknownPreset: a preset name that a kind does not have.
var ErrUnknownPreset = errors.New("unknown preset")

// Preset returns k's preset called name, from Presets or
// WordListPresets; "" names the default, the first of Presets.
func (k Kind) Preset(name string) (Preset, bool) {
	if name == "" && len(k.Presets) > 0 {
		return k.Presets[0], true
	}
	for _, list := range [][]Preset{k.Presets, k.WordListPresets} {
		for _, p := range list {
			if p.Name == name {
				return p, true
			}
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
		return nil, fmt.Errorf("tilekit: %s has no preset %s: %w", k.Name, notation.Quote(preset), ErrUnknownPreset)
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

// NewGame deals a game of k under preset, as New does, with d as its
// dictionary when d is not nil (NewWith). A kind without NewWith refuses
// a dictionary with an error wrapping errors.ErrUnsupported.
func (k Kind) NewGame(preset string, names []string, seed uint64, d dictionary.Dictionary) (Game, error) {
	switch {
	case k.NewWith != nil && (d != nil || k.New == nil):
		return k.NewWith(preset, names, seed, d)
	case d != nil:
		return nil, fmt.Errorf("tilekit: %s plays only with its own dictionary: %w", k.Name, errors.ErrUnsupported)
	case k.New == nil:
		return nil, fmt.Errorf("tilekit: %s cannot deal a game: %w", k.Name, errors.ErrUnsupported)
	}
	return k.New(preset, names, seed)
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

// Register adds k to the registry, replacing any kind of the same name.
// It panics when k has no Name, New or Decode: that is a programming
// error in a game package, found the first time its init runs.
func Register(k Kind) {
	if k.Name == "" || k.New == nil || k.Decode == nil {
		panic("tilekit: Register of a Kind without Name, New or Decode")
	}
	registry.Lock()
	defer registry.Unlock()
	if registry.kinds == nil {
		registry.kinds = map[string]Kind{}
	}
	registry.kinds[k.Name] = k
}

// Kinds lists the registered kinds, sorted by name.
func Kinds() []Kind {
	registry.RLock()
	defer registry.RUnlock()
	out := make([]Kind, 0, len(registry.kinds))
	for _, k := range registry.kinds {
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
	return k, ok
}

// ErrUnknownKind: a game name, or a saved text's first line, that no
// registered kind claims.
var ErrUnknownKind = errors.New("unknown game")

// Decode reads any registered game's MarshalText back, choosing the kind
// by the text's first line, with the dictionary the text names (the
// bundled default when it names none).
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

// DecodeText is a Kind.Decode for a game whose State's pointer reads the
// State's own text (encoding.TextUnmarshaler): it reads text and, when d
// is not nil and the State has an Attach method that takes a
// dictionary.Dictionary, gives it d. A game registers it as
//
//	Decode: tilekit.DecodeText[State, Move, View],
func DecodeText[S State[S, M, V], M Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}](text []byte, d dictionary.Dictionary) (Game, error) {
	var s S
	if err := PS(&s).UnmarshalText(text); err != nil {
		return nil, err
	}
	if a, ok := any(s).(interface {
		Attach(dictionary.Dictionary) S
	}); ok && d != nil {
		s = a.Attach(d)
	}
	return Wrap(s), nil
}
