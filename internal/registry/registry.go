// Package registry holds what the games share to plug into tilekit: a
// table of presets with the rules each deals, the Kind.New and Kind.Bot
// functions built from a game's own New and BotMove (and Complete, which
// fills them into a Kind, and Register, which registers that Kind), the
// start of every typed Hints method, the seat refusals of ValidateAs,
// ApplyAs and Determinize, and the player count a game's New reads from
// its Setup. It is internal because only
// the game packages register kinds.
package registry

import (
	"encoding"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// A Preset is a preset as the registry lists it, with the rules it
// deals (of type R, the game's Rules) for a number of seats.
type Preset[R any] struct {
	tilekit.Preset
	Rules func(players int) R
}

// Fixed returns a Preset whose rules do not depend on the number of
// seats.
func Fixed[R any](name, about string, rules func() R) Preset[R] {
	return Preset[R]{tilekit.Preset{Name: name, About: about}, func(int) R { return rules() }}
}

// List returns the presets as Kind.Presets lists them, in ps's order.
func List[R any](ps []Preset[R]) []tilekit.Preset {
	out := make([]tilekit.Preset, len(ps))
	for i, p := range ps {
		out[i] = p.Preset
	}
	return out
}

// Rules returns the rules the preset called name deals for players
// seats; "" names the first preset. Any other name is an error that
// wraps sentinel (the game's ErrBadSetup or ErrBadRules) and lists the
// names there are, such as "wordoku: invalid setup: there is no preset
// "x" (choose default or expert)".
func Rules[R any](game string, ps []Preset[R], name string, players int, sentinel error) (R, error) {
	if name == "" && len(ps) > 0 {
		name = ps[0].Name
	}
	names := make([]string, len(ps))
	for i, p := range ps {
		if p.Name == name {
			return p.Rules(players), nil
		}
		names[i] = p.Name
	}
	var zero R
	return zero, fmt.Errorf("%s: %w: there is no preset %s (choose %s)", game, sentinel, notation.Quote(name), orList(names))
}

// orList joins names as "a, b or c".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// New returns a Kind.New: it finds the preset's rules (an unknown preset
// is an error wrapping sentinel, as Rules says) and deals a game of them
// with start, for len(names) seats under those names.
func New[S tilekit.State[S, M, V], M tilekit.Move, V any, R any](game string, ps []Preset[R], sentinel error, start func(rules R, names []string, seed uint64) (S, error)) func(preset string, names []string, seed uint64) (tilekit.Game, error) {
	return func(preset string, names []string, seed uint64) (tilekit.Game, error) {
		rules, err := Rules(game, ps, preset, len(names), sentinel)
		if err != nil {
			return nil, err
		}
		s, err := start(rules, names, seed)
		if err != nil {
			return nil, err
		}
		return tilekit.Wrap(s), nil
	}
}

// Complete returns k with the parts every game builds alike filled in:
// Presets lists ps; New deals a preset's rules with start, refusing an
// unknown preset with sentinel; Decode reads the State's text; Bot plays
// bot (a game's State.BotMove). The game gives the rest: its name, words
// for players and seat counts.
func Complete[S tilekit.State[S, M, V], M tilekit.Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}, R any](k tilekit.Kind, ps []Preset[R], sentinel error,
	start func(rules R, names []string, seed uint64) (S, error), bot func(s S, level tilekit.Level, seed uint64, seat int) (M, error)) tilekit.Kind {
	k.Presets = List(ps)
	k.New = New(k.Name, ps, sentinel, start)
	k.Decode = tilekit.DecodeText[S, M, V, PS]
	k.Bot = Bot(bot)
	return k
}

// Bot returns a Kind.Bot that plays move, a game's State.BotMove, for
// the seat it is asked to move.
func Bot[S tilekit.State[S, M, V], M tilekit.Move, V any](move func(s S, level tilekit.Level, seed uint64, seat int) (M, error)) func(level tilekit.Level, seed uint64) tilekit.Bot {
	return func(level tilekit.Level, seed uint64) tilekit.Bot {
		return tilekit.BotFunc[S, M, V](func(s S, seat int) (M, error) {
			return move(s, level, seed, seat)
		})
	}
}

// Register is how a game's init adds it to tilekit's registry: the Kind
// Complete fills in from k and the rest, given to tilekit.Register.
func Register[S tilekit.State[S, M, V], M tilekit.Move, V any, PS interface {
	*S
	encoding.TextUnmarshaler
}, R any](k tilekit.Kind, ps []Preset[R], sentinel error,
	start func(rules R, names []string, seed uint64) (S, error), bot func(s S, level tilekit.Level, seed uint64, seat int) (M, error)) {
	tilekit.Register(Complete[S, M, V, PS](k, ps, sentinel, start, bot))
}

// A turnState is a State whose moves all belong to the seat to move.
type turnState[S any, M tilekit.Move] interface {
	tilekit.Seated
	Validate(M) error
	Apply(M) (S, error)
}

// ValidateAs is the ValidateAs of a game whose every move belongs to the
// seat to move: the refusal tilekit.CheckSeat gives a seat that may not
// move now (zero is how the game writes its zero Move, for the error),
// else s.Validate(m).
func ValidateAs[S turnState[S, M], M tilekit.Move](s S, seat int, m M, zero string) error {
	if err := tilekit.CheckSeat(s, seat, m, zero); err != nil {
		return err
	}
	return s.Validate(m)
}

// ApplyAs is the ApplyAs that goes with ValidateAs: its seat refusal,
// with s returned unchanged, else s.Apply(m).
func ApplyAs[S turnState[S, M], M tilekit.Move](s S, seat int, m M, zero string) (S, error) {
	if err := tilekit.CheckSeat(s, seat, m, zero); err != nil {
		return s, err
	}
	return s.Apply(m)
}

// CheckViewer is how a game's Determinize begins: nil for a seat at the
// table (0..players-1) and for tilekit.Onlooker, else an error wrapping
// tilekit.ErrUnknownPlayer that names game and the number of players.
func CheckViewer(game string, seat, players int) error {
	if seat == tilekit.Onlooker || seat >= 0 && seat < players {
		return nil
	}
	return fmt.Errorf("%s: %w: seat %d is not at the table (%d players, or %d for an onlooker)",
		game, tilekit.ErrUnknownPlayer, seat, players, tilekit.Onlooker)
}

// Players is how a game's New reads its Setup's Players and Names: the
// number of names when Names is set (Players must then be 0 or the
// same), else Players, which must lie in lo..hi. A mismatch or a count
// out of range gets an error wrapping tilekit.ErrBadSetup that names
// game; for a count out of range it ends with about, in which the first
// %d stands for lo and the second for hi ("played by %d to %d players").
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
	return n, nil
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

// WantHints is how a game's typed Hints method begins: the refusal
// tilekit.CheckSeat gives a seat that may not move now, and want false
// when n <= 0 asks for no hint. Either way the game returns an empty
// list, never nil.
func WantHints[M tilekit.Move](s tilekit.Seated, seat, n int) (want bool, err error) {
	var zero M
	if err := tilekit.CheckSeat(s, seat, zero, ""); err != nil {
		return false, err
	}
	return n > 0, nil
}
