package wordle

import (
	"fmt"
	"strconv"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
)

// State is a game for package gamekit: the method set every game has,
// and the capabilities Wordle offers.
var (
	_ gamekit.State[State, Move, View] = State{}
	_ gamekit.Previewer[Move]          = State{}
	_ gamekit.Timed[State]             = State{}
	_ gamekit.Determinizer[State]      = State{}
	_ gamekit.Masker[Move]             = State{}
	_ gamekit.Drawer                   = State{}
	_ gamekit.SeatParser[Move]         = State{}
	_ gamekit.LastMover[Move]          = State{}
)

// Mover returns the seat m belongs to, whether or not m is legal now:
// its Player, or tilekit.Onlooker for TimeUp, which only the caller's
// clock applies (through Expire) and no seat may send. A tilekit.Game
// refuses a seat's move whose Mover is another seat with ErrNotYourTurn
// before it looks at the word.
func (s State) Mover(m Move) int {
	if m.Kind == KindTimeUp {
		return tilekit.Onlooker
	}
	return m.Player
}

// Mask returns m, the move History()[at], as seat may know it now, by
// View's rules:
//
//   - a round's secret is shown to its host, and to everyone once the
//     round is over; to anyone else it is "0 secret", without the word;
//   - a guess's word is shown to the guesser and to the round's host;
//     anyone else gets the guess as the table hears it, a Masked move
//     that counts its greens and yellows: "1 guess (2 green, 1 yellow)";
//   - giving up and a row lost to the timer are shown to everyone.
//
// tilekit.Onlooker, and any seat outside the game, sees what the whole
// table sees. A tilekit.Game's HistoryFor and LastMoveFor show every
// move through Mask. For an at outside History, Mask cannot tell m's
// round: it leaves out the word of a secret or a guess.
func (s State) Mask(seat, at int, m Move) Move {
	ri, ok := s.roundOf(at)
	switch {
	case m.Word == "" || m.Masked:
		return m
	case ok && s.seesWord(seat, ri, m):
		return m
	case !ok || m.Kind != KindGuess:
		return Move{Kind: m.Kind, Player: m.Player}
	}
	masked := Move{Kind: KindGuess, Player: m.Player, Masked: true}
	secret := s.rounds[ri].secret
	if w, _, rule := s.rules.readWord(m.Word); rule == nil && secret != "" && len(w) == len(secret) {
		masked.Greens, masked.Yellows = codeFeedback(secret, w).Counts()
	}
	return masked
}

// seesWord reports whether seat may read the word of m, a move of round
// ri.
func (s State) seesWord(seat, ri int, m Move) bool {
	r := s.rounds[ri]
	if seat >= 0 && seat == r.host {
		return true
	}
	switch m.Kind {
	case KindSetSecret:
		return r.over
	case KindGuess:
		return seat >= 0 && seat == m.Player
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
		o.Reason = s.reason()
	}
	return o
}

// reason says why a finished game ended; the winners are Outcome's, and
// Outcome.Describe names them.
func (s State) reason() string {
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
// timer when the key changes and, when it runs out, calls Expire with
// the key. The key is opaque: compare it, do not read it. Untimed games,
// the wait for a host's secret and a finished game have no period:
// ("", 0).
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

// Expire returns the State after period's time has run out: when period
// is the current one (see Clock), every guesser still playing loses the
// row, as TimeUp, in seat order, which may end the round (and the
// game). Any other period, one already expired or one that was never
// current, gives s itself and nil, so that a timer that fires late or
// twice changes nothing.
func (s State) Expire(period string) (State, error) {
	if now, _ := s.Clock(); now == "" || period != now {
		return s, nil
	}
	next, round := s, s.Round()
	for _, p := range s.ToMove() {
		if next.Round() != round || next.Over() {
			break
		}
		var err error
		if next, err = next.Apply(TimeUp(p)); err != nil {
			return s, err
		}
	}
	return next, nil
}

// Preview says what m would earn seat, without saying whether a guess
// solves: a guess's Total is 0 and its one part says which row it uses;
// giving up shows the failing score, setting the secret the host's 0.
// (Score, which reads the secret, is for the server.) It describes m as
// it stands: a tilekit.Game's Preview refuses first a move that seat may
// not play.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	switch m.Kind {
	case KindSetSecret:
		return tilekit.Preview{Parts: []string{"the host scores nothing this round"}}, nil
	case KindGiveUp:
		pts := s.giveUpPoints()
		return tilekit.Preview{Total: pts, Parts: []string{"giving up scores " + pointCount(pts)}}, nil
	case KindTimeUp:
		return tilekit.Preview{Parts: []string{"the clock crosses out the row"}}, nil
	case KindGuess:
	default:
		return tilekit.Preview{Parts: []string{}}, s.reject(m, ErrBadMove, "%d is not a kind of move", m.Kind)
	}
	row := s.Tries(seat) + 1
	part := fmt.Sprintf("uses row %d of %d", row, s.rules.Tries)
	if row == s.rules.Tries {
		part += ", the last"
	}
	return tilekit.Preview{Parts: []string{part}}, nil
}

// giveUpPoints is what a guesser scores for the round by giving up.
func (s State) giveUpPoints() int {
	if s.rules.Fast {
		return 0
	}
	return s.rules.failPoints()
}
