package gamekit

import (
	"context"
	"encoding"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/jsonlist"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Preset is a preset as a game lists it for [Register]: what
// tilekit.Kind.Presets shows (its name, about, alphabet and seat
// counts), with the rules it deals (of type R, the game's Rules) for a
// number of seats.
type Preset[R any] struct {
	tilekit.Preset
	Rules func(players int) R
}

// Fixed returns a Preset for lo to hi seats whose rules do not depend on
// the number of seats.
func Fixed[R any](name, about string, lo, hi int, rules func() R) Preset[R] {
	return Preset[R]{
		tilekit.Preset{Name: name, About: about, MinPlayers: lo, MaxPlayers: hi},
		func(int) R { return rules() },
	}
}

// A Game is what [Register] needs of a game beyond its Kind's words and
// presets: how to deal a preset's rules. Its computer players and hints
// are an engine's, registered apart ([RegisterEngine]).
type Game[S State[S, M, V], M tilekit.Move, V any, R any] struct {
	// New deals a game of rules for len(names) seats with those names,
	// from seed, with d as its dictionary (nil: the rules' own, or the
	// bundled default).
	New func(rules R, names []string, seed uint64, d dictionary.Dictionary) (S, error)
}

// Kind returns k completed with the parts every game builds alike:
// Presets lists ps; Deal deals a preset's rules with g.New (a preset in
// another alphabet than English refuses to deal without a dictionary,
// with an error wrapping tilekit.ErrNeedsWordList that names what to
// pass or import, unless a word list of its alphabet is bundled: see
// dictionary.ForAlphabet); Decode reads the
// State's text and gives it the caller's dictionary when the State has
// an Attach method. The game gives the rest: its name and its words for
// players; its engine package gives Bot and Hints ([RegisterEngine]).
func Kind[S State[S, M, V], M tilekit.Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}, R any](k tilekit.Kind, ps []Preset[R], g Game[S, M, V, R]) tilekit.Kind {
	k.Presets = make([]tilekit.Preset, len(ps))
	for i, p := range ps {
		k.Presets[i] = p.Preset
	}
	name := k.Name
	k.Deal = func(preset string, names []string, seed uint64, d dictionary.Dictionary) (tilekit.Game, error) {
		i := slices.IndexFunc(ps, func(p Preset[R]) bool { return p.Name == preset })
		if i < 0 {
			return nil, fmt.Errorf("%s: there is no preset %q: %w", name, preset, tilekit.ErrUnknownPreset)
		}
		if err := needsWordList(name, ps[i].Preset, d); err != nil {
			return nil, err
		}
		s, err := g.New(ps[i].Rules(len(names)), names, seed, d)
		if err != nil {
			return nil, err
		}
		return Wrap(name, s), nil
	}
	k.Decode = func(text []byte, d dictionary.Dictionary) (tilekit.Game, error) {
		s, err := DecodeText[S, M, V, PS](text, d)
		if err != nil {
			return nil, err
		}
		return Wrap(name, s), nil
	}
	return k
}

// Register registers the Kind that [Kind] completes from k, ps and g:
// what a game's init calls.
func Register[S State[S, M, V], M tilekit.Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}, R any](k tilekit.Kind, ps []Preset[R], g Game[S, M, V, R]) {
	tilekit.Register(Kind[S, M, V, PS](k, ps, g))
}

// needsWordList is the refusal of a preset in another alphabet than
// English dealt without a dictionary when no word list of its alphabet
// is bundled in the program (its language package is not imported), and
// nil otherwise: the game's New then finds the bundled list with
// dictionary.ForAlphabet.
func needsWordList(game string, p tilekit.Preset, d dictionary.Dictionary) error {
	if d != nil || p.Alphabet == "" {
		return nil
	}
	a, ok := tiles.LookupAlphabet(p.Alphabet)
	if !ok {
		return fmt.Errorf("%s: the %s preset names the alphabet %q, which this program does not know: %w", game, p.Name, p.Alphabet, tilekit.ErrUnknownPreset)
	}
	if _, err := dictionary.ForAlphabet(a); err != nil {
		return fmt.Errorf("%s: the %s preset plays in %s: pass tilekit.WithDictionary(d) with a list of that alphabet (dictionary.ReadWords(tiles.LookupAlphabet(%q), r)), or bundle one: %w: %w",
			game, p.Name, p.Alphabet, p.Alphabet, tilekit.ErrNeedsWordList, err)
	}
	return nil
}

// DecodeText reads a State from its own text (the pointer's
// UnmarshalText) and, when d is not nil and the State has an Attach
// method that takes a dictionary.Dictionary, gives it d.
func DecodeText[S State[S, M, V], M tilekit.Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}](text []byte, d dictionary.Dictionary) (S, error) {
	var s S
	if err := PS(&s).UnmarshalText(text); err != nil {
		return s, err
	}
	if a, ok := any(s).(interface {
		Attach(dictionary.Dictionary) S
	}); ok && d != nil {
		s = a.Attach(d)
	}
	return s, nil
}

// BotFunc makes a tilekit.Bot of a game's typed move function: Move
// finds the game's State behind g, returns "" when seat may not move now
// or when f returns a zero Move that seat may not play (the seat waits),
// and otherwise f's move in the game's notation. A Game of another kind
// is refused with an error wrapping tilekit.ErrUnknownKind.
type BotFunc[S State[S, M, V], M tilekit.Move, V any] func(s S, seat int) (M, error)

// Move implements tilekit.Bot.
func (f BotFunc[S, M, V]) Move(g tilekit.Game, seat int) (string, error) {
	return botMove(g, seat, f)
}

// MoveContext implements tilekit.ContextBot for a function that is
// always quick: it looks at ctx once, before it starts.
func (f BotFunc[S, M, V]) MoveContext(ctx context.Context, g tilekit.Game, seat int) (string, error) {
	if err := ctxErr(ctx); err != nil {
		return "", fmt.Errorf("tilekit: a computer player was stopped before it started: %w", err)
	}
	return botMove(g, seat, f)
}

// BotContextFunc is [BotFunc] for a move function that takes a context
// and stops promptly once it is done: MoveContext passes its ctx, Move
// context.Background(). Like tilekit.ContextBot, it never returns a
// move that ctx cut short: once ctx is done it returns f's error, which
// must wrap ctx.Err(), or one that does.
type BotContextFunc[S State[S, M, V], M tilekit.Move, V any] func(ctx context.Context, s S, seat int) (M, error)

// Move implements tilekit.Bot.
func (f BotContextFunc[S, M, V]) Move(g tilekit.Game, seat int) (string, error) {
	return f.MoveContext(context.Background(), g, seat)
}

// MoveContext implements tilekit.ContextBot.
func (f BotContextFunc[S, M, V]) MoveContext(ctx context.Context, g tilekit.Game, seat int) (string, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	m, err := botMove(g, seat, func(s S, seat int) (M, error) { return f(ctx, s, seat) })
	if err == nil && ctx.Err() != nil {
		return "", fmt.Errorf("tilekit: a computer player was stopped: %w", ctx.Err())
	}
	return m, err
}

// botMove is what BotFunc and BotContextFunc do with a Game: the move f
// finds for seat in the State behind g, in the game's notation.
func botMove[S State[S, M, V], M tilekit.Move, V any](g tilekit.Game, seat int, f func(S, int) (M, error)) (string, error) {
	s, ok := g.State().(S)
	if !ok {
		return "", fmt.Errorf("tilekit: a computer player for %T was given %T: %w", s, g.State(), tilekit.ErrUnknownKind)
	}
	if !slices.Contains(s.ToMove(), seat) {
		return "", nil
	}
	m, err := f(s, seat)
	if err != nil {
		return "", err
	}
	var zero M
	if m == zero && (CheckMover(s, seat, m) != nil || s.Validate(m) != nil) {
		return "", nil // the zero Move is no move here: the seat waits
	}
	return m.String(), nil
}

// HintOf is a tilekit.Hint in a game's own Move type: what an
// [Engine]'s Hints returns.
type HintOf[M tilekit.Move] struct {
	Move  M        `json:"move"`
	Score int      `json:"score"`
	Words []string `json:"words"`
	Note  string   `json:"note"`
}

// Text returns h with its move written in the game's notation.
func (h HintOf[M]) Text() tilekit.Hint {
	words := h.Words
	if words == nil {
		words = []string{}
	}
	return tilekit.Hint{Move: h.Move.String(), Score: h.Score, Words: words, Note: h.Note}
}

// MarshalJSON writes the hint with an empty Words as [], never null.
func (h HintOf[M]) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(h) }

// Players is how a game's New reads its Setup's Players and Names: the
// number of names when Names is set (Players must then be 0 or the
// same), else Players, which must lie in lo..hi; every name must pass
// [CheckNames]. A mismatch, a count out of range or a refused name gets
// an error wrapping tilekit.ErrBadSetup that names game; for a count out
// of range it ends with about, in which the first %d stands for lo and
// the second for hi ("played by %d to %d players").
func Players(game string, players int, names []string, lo, hi int, about string) (int, error) {
	n := players
	if names != nil {
		if n != 0 && n != len(names) {
			return 0, fmt.Errorf("%s: %w: %d players but %d names", game, tilekit.ErrBadSetup, n, len(names))
		}
		n = len(names)
	}
	if n < lo || n > hi {
		return 0, fmt.Errorf("%s: %w: %d players; %s", game, tilekit.ErrBadSetup, n, fmt.Sprintf(about, lo, hi))
	}
	if err := CheckNames(game, names); err != nil {
		return 0, err
	}
	return n, nil
}

// MaxName is the most characters (Unicode code points) a player's name
// may have.
const MaxName = notation.MaxName

// CheckNames checks the names a game is dealt or decodes: each must be
// valid UTF-8, of at most MaxName characters, with no control character
// (Unicode Cc: C0, DEL and C1, line breaks and escapes among them), no
// line or paragraph separator (U+2028, U+2029) and no format character
// (Unicode Cf: bidirectional overrides, embeddings and isolates, marks,
// zero width space, soft hyphen, byte-order mark...) except the zero
// width non-joiner and joiner (U+200C, U+200D). The empty name is
// allowed. The error wraps tilekit.ErrBadSetup, names game and the seat
// (from 1), and quotes the name clipped and escaped, never as it is.
// Every game's New calls it ([Players] does), and so does every decoder
// that reads names.
func CheckNames(game string, names []string) error {
	if err := notation.CheckNames(names); err != nil {
		return fmt.Errorf("%s: %w", game, err)
	}
	return nil
}

// SeatName is the name a game gives seat p by default: names[p] when
// names holds a name for p that is not empty, else "Player N", N counting
// seats from 1 (for any p, so that a game's Name never panics).
func SeatName(names []string, p int) string {
	if p >= 0 && p < len(names) && names[p] != "" {
		return names[p]
	}
	if p < 0 {
		return "Player " + strconv.Itoa(p+1)
	}
	return "Player " + strconv.FormatUint(uint64(p)+1, 10)
}

// DeterminizeRand is the generator a game's Determinize gives the part
// of a State it resamples (a bag's order), drawn from seed on a PCG
// stream of its own, so that its draws differ from the game's own seeded
// ones.
func DeterminizeRand(seed uint64) tiles.Rand {
	return tiles.NewRand(rand.New(rand.NewPCG(seed, determinizeStream)).Uint64())
}

// determinizeStream is the second PCG word of DeterminizeRand's source:
// "determin" in ASCII.
const determinizeStream = 0x64657465726d696e
