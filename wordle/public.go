package wordle

import (
	"fmt"
	"strconv"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/history"
)

// State has the method set every tilekit game shares.
var _ tilekit.State[State, Move, View] = State{}

// ValidateAs is Validate for a move sent by seat (a person or a bot at
// that seat). A seat that may not move now (see ToMove), a move for
// another seat, and TimeUp, which only the caller's clock applies, are
// refused with ErrNotYourTurn before anything else about the move is
// looked at, so the refusal tells the sender nothing about the secret or
// other players' rows. Then it is Validate.
func (s State) ValidateAs(seat int, m Move) error {
	if err := s.checkSender(seat, m); err != nil {
		return err
	}
	return s.Validate(m)
}

// ApplyAs is Apply for a move sent by seat, with the refusals of
// ValidateAs. On error it returns the receiver unchanged.
func (s State) ApplyAs(seat int, m Move) (State, error) {
	if err := s.checkSender(seat, m); err != nil {
		return s, err
	}
	return s.Apply(m)
}

// checkSender refuses a move that seat may not send, whatever its word.
func (s State) checkSender(seat int, m Move) error {
	if err := tilekit.CheckSeat(s, seat, m, ""); err != nil {
		return err
	}
	switch {
	case m.Player != seat:
		return &MoveError{Player: s.Name(seat), Move: m, Err: ErrNotYourTurn, Detail: "a player may send only their own moves"}
	case m.Kind == KindTimeUp:
		return &MoveError{Player: s.Name(seat), Move: m, Err: ErrNotYourTurn, Detail: "only the clock may cross out a row"}
	}
	return nil
}

// HistoryFor returns the moves applied so far as seat may know them, in
// order: History with every word seat may not read zeroed, so that the
// move keeps its kind and player and its String shows only the verb
// ("1 guess"). It follows View's rules: a round's secret is shown to its
// host, and to everyone once the round is over; a guess's word is shown
// to the guesser and to the round's host, never to the other players
// (who see only how many greens and yellows it earned). tilekit.Onlooker
// (and any seat outside the game) sees what the whole table sees.
func (s State) HistoryFor(seat int) []Move {
	return history.Map(s.history, func(a applied) Move { return s.maskFor(seat, a) })
}

// LastMoveFor returns the last move as seat may know it (see
// HistoryFor), and false before the first move.
func (s State) LastMoveFor(seat int) (Move, bool) {
	a, ok := s.history.Last()
	if !ok {
		return Move{}, false
	}
	return s.maskFor(seat, a), true
}

// maskFor returns a's move with its word zeroed unless seat may read it.
func (s State) maskFor(seat int, a applied) Move {
	m := a.move
	if m.Word != "" && !s.seesWord(seat, a) {
		m.Word = ""
	}
	return m
}

// seesWord reports whether seat may read the word of move a.
func (s State) seesWord(seat int, a applied) bool {
	r := s.rounds[a.round]
	if seat >= 0 && seat == r.host {
		return true
	}
	switch a.move.Kind {
	case KindSetSecret:
		return r.over
	case KindGuess:
		return seat >= 0 && seat == a.move.Player
	}
	return true
}

// Outcome returns the standing in the form every tilekit game shares:
// Scores are the players' points over the finished rounds (as Result),
// Winners are empty until the game is over, LowerWins is true except in
// fast mode (where the most points wins), and Reason says in words why
// the game ended ("" while it goes on).
func (s State) Outcome() tilekit.Outcome {
	r := s.Result()
	o := tilekit.Outcome{Over: r.Over, Scores: r.Scores, Winners: r.Winners, LowerWins: !s.rules.Fast}
	if r.Over {
		o.Reason = s.reason(r)
	}
	return o
}

// reason says why a finished game ended; the winners are Outcome's, and
// Outcome.Describe names them.
func (s State) reason(r Result) string {
	if s.players == 0 {
		return "no game was dealt"
	}
	if s.Rounds() > 1 {
		return fmt.Sprintf("all %d rounds have been played", s.Rounds())
	}
	return "the round has been played"
}

// pointCount says "1 point", "7 points".
func pointCount(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// Clock describes the current timed period of a timed game
// (Rules.TimeLimit > 0): a key that changes whenever a new row begins for
// any guesser (the secret is set, or a guesser's row is filled or
// crossed out), and the time each guess may take. A server starts its
// timer when the key changes and, when it runs out, applies Timeout(p)
// for every seat p in ToMove (each guesser still playing loses a row).
// The key is opaque: compare
// it, do not read it. Untimed games, the wait for a host's secret and a
// finished game have no period: ("", 0).
func (s State) Clock() (period string, length time.Duration) {
	if s.rules.TimeLimit <= 0 || s.Over() || s.current().secret == "" {
		return "", 0
	}
	rows := 0
	for _, b := range s.current().boards {
		rows += len(b.rows)
	}
	return strconv.Itoa(s.Round()) + "." + strconv.Itoa(rows), s.rules.TimeLimit
}

// Timeout returns the move a server applies (with Apply, not ApplyAs)
// when seat's time for a row runs out: TimeUp(seat), for a guesser who
// may move now in a timed game. It reports false for everyone else
// (tilekit.Onlooker included): the wait for a host's secret is not
// timed, and an untimed game has no timeouts.
func (s State) Timeout(seat int) (Move, bool) {
	if s.rules.TimeLimit <= 0 || s.Over() || seat < 0 || seat >= s.players {
		return Move{}, false
	}
	r := s.current()
	if r.secret == "" || r.boards[seat].status != StatusPlaying {
		return Move{}, false
	}
	return TimeUp(seat), true
}

// Preview says what m would earn seat, with ValidateAs's refusals first.
// A guess's preview never says whether it solves: its Total is 0 and
// its one part says which row it uses; giving up shows the failing
// score, setting the secret the host's 0. (Score, which reads the
// secret, is for the server.)
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	if err := s.ValidateAs(seat, m); err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
	switch m.Kind {
	case KindSetSecret:
		return tilekit.Preview{Parts: []string{"the host scores nothing this round"}}, nil
	case KindGiveUp:
		pts := s.rules.failPoints()
		if s.rules.Fast {
			pts = 0
		}
		return tilekit.Preview{Total: pts, Parts: []string{"giving up scores " + pointCount(pts)}}, nil
	}
	row := len(s.current().boards[seat].rows) + 1
	part := fmt.Sprintf("uses row %d of %d", row, s.rules.Tries)
	if row == s.rules.Tries {
		part += ", the last"
	}
	return tilekit.Preview{Parts: []string{part}}, nil
}
