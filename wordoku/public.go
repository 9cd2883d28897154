package wordoku

import (
	"fmt"
	"time"

	"github.com/tilekit/tilekit"
)

// Outcome returns the standing in the shape every game shares: each
// player's tokens (victor and personal-best tokens together), and once
// the game is over the winners (most tokens, then the best single round)
// and why they won, in words.
func (s State) Outcome() tilekit.Outcome {
	r := s.Result()
	o := tilekit.Outcome{Over: s.Over(), Scores: r.Tokens, Winners: []int{}}
	if !o.Over || s.players == 0 {
		return o
	}
	o.Winners = r.Winners
	o.Reason = s.reason(r)
	return o
}

// reason says why the game ended and what decided it, without naming
// the winners (tilekit.Outcome.Describe names them): "all 3 rounds
// played; the most tokens, 3".
func (s State) reason(r Result) string {
	played := "1 round played"
	if n := len(r.Rounds); n != 1 {
		played = fmt.Sprintf("all %d rounds played", n)
	}
	if len(r.Winners) == 0 {
		return played
	}
	w := r.Winners[0]
	level := 0 // players level with the winners on tokens
	for p := range s.players {
		if r.Tokens[p] == r.Tokens[w] {
			level++
		}
	}
	switch {
	case s.players == 1:
		return fmt.Sprintf("%s alone: %s, best round %d", played, tokens(r.Tokens[w]), r.Best[w])
	case len(r.Winners) > 1:
		return fmt.Sprintf("%s; level on %s and on the best single round, %d", played, tokens(r.Tokens[w]), r.Best[w])
	case level > 1:
		return fmt.Sprintf("%s; level on %s, the best single round (%d) decides", played, tokens(r.Tokens[w]), r.Best[w])
	}
	return fmt.Sprintf("%s; the most tokens, %d", played, r.Tokens[w])
}

func tokens(n int) string {
	if n == 1 {
		return "1 token"
	}
	return fmt.Sprintf("%d tokens", n)
}

// Clock returns the timed period being played: a key for the current
// round ("round 2") and Rules.RoundTime. It is "" and 0 once the game is
// over, and when the rules set no round time. When the caller's timer for
// a period runs out, it calls Expire with that period.
func (s State) Clock() (period string, length time.Duration) {
	if s.Over() || s.rules.RoundTime <= 0 {
		return "", 0
	}
	return fmt.Sprintf("round %d", s.round), s.rules.RoundTime
}

// Expire ends the round whose timer ran out: for the current round's
// period (as Clock gives it) it applies EndRound of that round, once,
// scoring every grid whoever has finished. For any other period (a round
// that has already ended, a timer that fires late or twice, "" or text
// that is no period) it returns s itself and nil, so a late timer never
// ends the next round. A decoded game whose custom dictionary has not
// been given back cannot score the round: Expire then returns s and an
// error wrapping ErrDetached.
func (s State) Expire(period string) (State, error) {
	if now, _ := s.Clock(); now == "" || period != now {
		return s, nil
	}
	return s.Apply(EndRound(s.round))
}

// Preview says what seat's grid would score after m, without playing it:
// the grid m leaves (a swap's new tile is not known, so a swap, like a
// finish, previews the grid as it is), its total, and one part per
// scoring line ("CAT 6 balanced"). tilekit.Game's Preview checks first
// that seat may send m now; called directly, Preview scores what m would
// leave without asking whether it is legal, and refuses only a seat
// that is not at the table (ErrUnknownPlayer), a decoded game whose
// custom dictionary has not been given back (ErrDetached), and an
// arrangement holding a cell no grid can hold (ErrBadGrid: a tile put
// there with Grid.With that is not a letter tile worth 1, or a wild
// worth 0, with a Wordoku symbol).
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	none := tilekit.Preview{Parts: []string{}}
	if seat < 0 || seat >= len(s.seats) {
		return none, &MoveError{Move: m, Err: ErrUnknownPlayer,
			Detail: fmt.Sprintf("seat %d does not play in this game (%d players)", seat, s.players)}
	}
	if s.detached {
		return none, &MoveError{Player: s.Name(seat), Move: m, Err: ErrDetached,
			Detail: "no grid can be scored until the game's own word list is given back"}
	}
	g := s.seats[seat].grid
	switch m.Kind {
	case KindArrange:
		if m.Grid.Size() != g.Size() {
			break
		}
		if err := m.Grid.badCell(); err != nil {
			return none, &MoveError{Player: s.Name(seat), Move: m, Err: ErrBadGrid, Detail: err.Error()}
		}
		g = m.Grid
	case KindWild:
		g = g.With(m.Row, m.Col, WildTile(m.Letter, g.At(m.Row, m.Col).Symbol))
	}
	sc := scoreGrid(s.rules, s.dictionary(), g)
	p := tilekit.Preview{Total: sc.Total, Parts: make([]string, 0, len(sc.Lines))}
	for _, ln := range sc.Lines {
		part := fmt.Sprintf("%s %d", ln.Word, ln.Total())
		if ln.Bonus > 0 {
			part += " balanced"
		}
		p.Parts = append(p.Parts, part)
	}
	return p, nil
}
