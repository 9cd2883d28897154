package gamekit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/notation"
)

// Wrap returns s behind tilekit.Game, as a game of the registered kind
// called kind (what Game.Kind returns).
func Wrap[S State[S, M, V], M tilekit.Move, V any](kind string, s S) tilekit.Game {
	return wrapped[S, M, V]{kind, s}
}

type wrapped[S State[S, M, V], M tilekit.Move, V any] struct {
	kind string
	s    S
}

func (w wrapped[S, M, V]) with(s S) wrapped[S, M, V] { return wrapped[S, M, V]{w.kind, s} }

func (w wrapped[S, M, V]) Kind() string                 { return w.kind }
func (w wrapped[S, M, V]) Players() int                 { return w.s.Players() }
func (w wrapped[S, M, V]) Name(p int) string            { return w.s.Name(p) }
func (w wrapped[S, M, V]) ToMove() []int                { return w.s.ToMove() }
func (w wrapped[S, M, V]) Over() bool                   { return w.s.Over() }
func (w wrapped[S, M, V]) View(p int) any               { return w.s.View(p) }
func (w wrapped[S, M, V]) State() any                   { return w.s }
func (w wrapped[S, M, V]) Outcome() tilekit.Outcome     { return w.s.Outcome() }
func (w wrapped[S, M, V]) MarshalText() ([]byte, error) { return w.s.MarshalText() }

// MarshalJSON encodes the State's own JSON.
func (w wrapped[S, M, V]) MarshalJSON() ([]byte, error) { return json.Marshal(w.s) }

func (w wrapped[S, M, V]) Validate(move string) error {
	m, err := w.s.ParseMove(move)
	if err != nil {
		return err
	}
	return w.s.Validate(m)
}

func (w wrapped[S, M, V]) Play(move string) (tilekit.Game, error) {
	m, err := w.s.ParseMove(move)
	if err != nil {
		return w, err
	}
	next, err := w.s.Apply(m)
	if err != nil {
		return w, err
	}
	return w.with(next), nil
}

func (w wrapped[S, M, V]) ValidateAs(seat int, move string) error {
	_, err := w.checkAs(seat, move)
	return err
}

func (w wrapped[S, M, V]) PlayAs(seat int, move string) (tilekit.Game, error) {
	m, err := w.parseAs(seat, move)
	if err != nil {
		return w, err
	}
	next, err := w.s.Apply(m)
	if err != nil {
		return w, err
	}
	return w.with(next), nil
}

// checkAs reads move as seat's and validates it: the seat refusals
// first, then the game's own.
func (w wrapped[S, M, V]) checkAs(seat int, move string) (M, error) {
	m, err := w.parseAs(seat, move)
	if err != nil {
		return m, err
	}
	return m, w.s.Validate(m)
}

// parseAs checks that seat may move before reading its text at all, and
// that the move it reads is seat's own.
func (w wrapped[S, M, V]) parseAs(seat int, move string) (M, error) {
	var zero M
	if err := CheckSeat(w.s, seat, zero, move); err != nil {
		return zero, err
	}
	var m M
	var err error
	if p, ok := any(w.s).(SeatParser[M]); ok {
		m, err = p.ParseMoveAs(seat, move)
	} else {
		m, err = w.s.ParseMove(move)
	}
	if err != nil {
		return zero, err
	}
	return m, CheckMover(w.s, seat, m)
}

// CheckSeat returns the refusal of a move sent by seat when seat may not
// move now, and nil when it may: ErrGameOver once the game is over,
// ErrNotYourTurn for a seat that is not in ToMove (tilekit.Onlooker and
// seats outside the table included). It looks at nothing of the move: m
// and text only label the error (text, clipped, when m is the zero Move).
// The message names no tile of any seat. Wrap calls it before every
// seat's move, hint and preview; a game rarely needs it itself.
func CheckSeat[S State[S, M, V], M tilekit.Move, V any](s S, seat int, m M, text string) error {
	var zero M
	if m != zero {
		text = ""
	} else {
		text = notation.Clip(text)
	}
	seated := seat >= 0 && seat < s.Players()
	name := ""
	if seated {
		name = s.Name(seat)
	}
	switch {
	case s.Over():
		return &tilekit.MoveError[M]{Player: name, Move: m, Text: text, Err: tilekit.ErrGameOver, Detail: "the game is over"}
	case !seated:
		return &tilekit.MoveError[M]{Move: m, Text: text, Err: tilekit.ErrNotYourTurn,
			Detail: fmt.Sprintf("that seat does not play in this game (%d players)", s.Players())}
	case !slices.Contains(s.ToMove(), seat):
		return &tilekit.MoveError[M]{Player: name, Move: m, Text: text, Err: tilekit.ErrNotYourTurn, Detail: notYourTurn(s)}
	}
	return nil
}

// CheckMover refuses m from seat, with ErrNotYourTurn, when m belongs to
// another seat or to the clock; it is nil when s.Mover(m) is seat.
func CheckMover[S State[S, M, V], M tilekit.Move, V any](s S, seat int, m M) error {
	switch mover := s.Mover(m); {
	case mover == seat:
		return nil
	case mover == tilekit.Onlooker:
		return &tilekit.MoveError[M]{Player: s.Name(seat), Move: m, Err: tilekit.ErrNotYourTurn,
			Detail: "only the clock makes that move"}
	case mover >= 0 && mover < s.Players():
		return &tilekit.MoveError[M]{Player: s.Name(seat), Move: m, Err: tilekit.ErrNotYourTurn,
			Detail: "the move is for " + s.Name(mover)}
	default:
		return &tilekit.MoveError[M]{Player: s.Name(seat), Move: m, Err: tilekit.ErrNotYourTurn,
			Detail: "the move is for another seat"}
	}
}

// notYourTurn says whose turn it is, which everyone at the table knows.
func notYourTurn[S State[S, M, V], M tilekit.Move, V any](s S) string {
	to := s.ToMove()
	if len(to) == 1 {
		return "it is " + s.Name(to[0]) + "'s turn"
	}
	return "you may not move now"
}

// CheckViewer is nil for a seat at the table (0..players-1) and for
// tilekit.Onlooker, and otherwise an error wrapping
// tilekit.ErrUnknownPlayer that names game and the number of players.
// Wrap calls it before Determinize and Draw.
func CheckViewer(game string, seat, players int) error {
	if seat == tilekit.Onlooker || seat >= 0 && seat < players {
		return nil
	}
	return fmt.Errorf("%s: %w: seat %d is not at the table (%d players, or %d for an onlooker)",
		game, tilekit.ErrUnknownPlayer, seat, players, tilekit.Onlooker)
}

func (w wrapped[S, M, V]) Preview(seat int, move string) (tilekit.Preview, error) {
	none := tilekit.Preview{Parts: []string{}}
	p, ok := any(w.s).(Previewer[M])
	m, err := w.checkAs(seat, move)
	switch {
	case err != nil:
		return none, err
	case !ok:
		return none, fmt.Errorf("%s: previewing a move: %w", w.kind, errors.ErrUnsupported)
	}
	return p.Preview(seat, m)
}

// Hints checks seat and n, then asks the engine registered for the
// game's kind (tilekit.RegisterEngine): it is HintsContext with
// context.Background().
func (w wrapped[S, M, V]) Hints(seat, n int) ([]tilekit.Hint, error) {
	return w.HintsContext(context.Background(), seat, n)
}

// HintsContext implements tilekit.ContextHinter. Once ctx is done it
// gives no hints and an error wrapping ctx.Err(), before anything else;
// while it is live it checks seat and n as Hints does, then asks the
// engine's HintsContext, or its Hints for an engine that has no
// HintsContext (having looked at ctx just before). A nil ctx is never
// done.
func (w wrapped[S, M, V]) HintsContext(ctx context.Context, seat, n int) ([]tilekit.Hint, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	none := []tilekit.Hint{}
	if err := ctx.Err(); err != nil {
		return none, fmt.Errorf("%s: the hints were not asked: %w", w.kind, err)
	}
	var zero M
	if err := CheckSeat(w.s, seat, zero, ""); err != nil {
		return none, err
	}
	k, _ := tilekit.Lookup(w.kind)
	if k.Hints == nil {
		return none, fmt.Errorf("%s: hints need the game's engine: import its engine package, or github.com/tilekit/tilekit/all: %w", w.kind, errors.ErrUnsupported)
	}
	if n <= 0 {
		return none, nil
	}
	var hs []tilekit.Hint
	var err error
	if k.HintsContext != nil {
		hs, err = k.HintsContext(ctx, w, seat, n)
	} else {
		hs, err = k.Hints(w, seat, n)
	}
	hs, err = uncutList(ctx, w.kind, w.s.Name(seat), hs, err)
	return hs[:min(len(hs), n)], err
}

func (w wrapped[S, M, V]) Clock() (string, time.Duration) {
	if t, ok := any(w.s).(Timed[S]); ok {
		return t.Clock()
	}
	return "", 0
}

func (w wrapped[S, M, V]) Expire(period string) (tilekit.Game, error) {
	t, ok := any(w.s).(Timed[S])
	if !ok {
		return w, fmt.Errorf("%s: the game has no clock: %w", w.kind, errors.ErrUnsupported)
	}
	next, err := t.Expire(period)
	if err != nil {
		return w, err
	}
	return w.with(next), nil
}

func (w wrapped[S, M, V]) Draw(seat int) (string, error) {
	if err := CheckViewer(w.kind, seat, w.s.Players()); err != nil {
		return "", err
	}
	d, ok := any(w.s).(Drawer)
	if !ok {
		return "", fmt.Errorf("%s: drawing the game as text: %w", w.kind, errors.ErrUnsupported)
	}
	return d.Draw(seat), nil
}

func (w wrapped[S, M, V]) Determinize(seat int, seed uint64) (tilekit.Game, error) {
	if err := CheckViewer(w.kind, seat, w.s.Players()); err != nil {
		return w, err
	}
	d, ok := any(w.s).(Determinizer[S])
	if !ok {
		return w, fmt.Errorf("%s: determinizing the game: %w", w.kind, errors.ErrUnsupported)
	}
	next, err := d.Determinize(seat, seed)
	if err != nil {
		return w, err
	}
	return w.with(next), nil
}

func (w wrapped[S, M, V]) LegalMoves(seat int) ([]string, error) {
	var zero M
	if err := CheckSeat(w.s, seat, zero, ""); err != nil {
		return []string{}, err
	}
	l, ok := any(w.s).(MoveLister[M])
	if !ok {
		return []string{}, fmt.Errorf("%s: listing the moves: %w", w.kind, errors.ErrUnsupported)
	}
	ms, err := l.LegalMovesAs(seat)
	if err != nil {
		return []string{}, err
	}
	return texts(ms), nil
}

func (w wrapped[S, M, V]) LastMove() (string, bool) {
	if l, ok := any(w.s).(LastMover[M]); ok {
		m, ok := l.LastMove()
		if !ok {
			return "", false
		}
		return m.String(), true
	}
	h := w.s.History()
	if len(h) == 0 {
		return "", false
	}
	return h[len(h)-1].String(), true
}

func (w wrapped[S, M, V]) History() []string { return texts(w.s.History()) }

func (w wrapped[S, M, V]) LastMoveFor(seat int) (string, bool) {
	mk, ok := any(w.s).(Masker[M])
	if !ok {
		return w.LastMove()
	}
	h := w.s.History()
	if len(h) == 0 {
		return "", false
	}
	return mk.Mask(seat, len(h)-1, h[len(h)-1]).String(), true
}

func (w wrapped[S, M, V]) HistoryFor(seat int) []string {
	h := w.s.History()
	if mk, ok := any(w.s).(Masker[M]); ok {
		for i, m := range h {
			h[i] = mk.Mask(seat, i, m)
		}
	}
	return texts(h)
}

// texts writes moves in their notation; never nil.
func texts[M tilekit.Move](ms []M) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.String()
	}
	return out
}
