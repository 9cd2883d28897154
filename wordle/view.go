package wordle

import (
	"fmt"
)

// A View is what one player may know of the game, ready to draw or to send
// to that player's device: it encodes as JSON for a web client (camelCase
// keys, lists as [] even when empty, the time limit in milliseconds).
//
// The information rules of the box: a guesser sees the letters and colours
// of their own rows; the host of a round sees everything of that round,
// secret included; every other player sees only how many greens and
// yellows each row earned (the host's announcement), whether a row was
// crossed out, and each player's status. A round's secret is shown to its
// guessers only once the round is over; letters of other players' rows stay
// hidden even then.
type View struct {
	// Player is the viewer; outside 0..Players-1 the View is a spectator's,
	// with no letters at all.
	Player int `json:"player"`
	// Rules are the game's rules.
	Rules Rules `json:"rules"`
	// Names labels every player (see State.Name).
	Names []string `json:"names"`
	// ToMove lists the players who may move now (see State.ToMove): the
	// host while the round's secret is unset, else the guessers still
	// playing. It is empty once the game is over.
	ToMove []int `json:"toMove"`
	// LastMove is the move applied last, as the viewer may see it; nil
	// before the first move.
	LastMove *MoveView `json:"lastMove"`
	// Round is the index of the current round (the last once Over).
	Round int `json:"round"`
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// Scores holds each player's total over the finished rounds.
	Scores []int `json:"scores"`
	// Rounds holds every round begun so far, the current one last.
	Rounds []RoundView `json:"rounds"`
}

// A MoveView is a move as a viewer may see it: who made it and what kind
// of move it was, and its word only when the viewer may read it (the
// secret to the round's host, a guess to the guesser and the host).
type MoveView struct {
	Player int      `json:"player"`
	Kind   MoveKind `json:"kind"`
	Word   string   `json:"word"`
	// Round is the index of the round the move was made in.
	Round int `json:"round"`
}

// A RoundView is one round as the viewer may see it.
type RoundView struct {
	// Host is the round's host, -1 when the library hosts (solo play).
	Host int `json:"host"`
	// SecretSet reports whether the host has set the secret: until then
	// the guessers wait.
	SecretSet bool `json:"secretSet"`
	// Secret is the round's word when the viewer may know it (the host,
	// or anyone once the round is over), else "".
	Secret string `json:"secret"`
	// Over reports whether the round has ended.
	Over bool `json:"over"`
	// Boards has one entry per player; the host's has no rows.
	Boards []Board `json:"boards"`
	// Points holds each player's points for the round once it is over,
	// and is empty until then.
	Points []int `json:"points"`
}

// A Board is one player's rows in a round, with the keyboard those rows
// colour.
type Board struct {
	Player int    `json:"player"`
	Status Status `json:"status"`
	Rows   []Row  `json:"rows"`
	// Keyboard is every letter's best known status from the rows the
	// viewer can read: a keyboard of unknown keys for another player's
	// board.
	Keyboard Keyboard `json:"keyboard"`
}

// A Row is one guess as the viewer may see it.
type Row struct {
	// Word is the guess, or "" when hidden from the viewer or crossed out.
	Word string `json:"word"`
	// Pattern is the marking (its JSON is the String form, "G.Y.."), or
	// the zero Pattern (JSON "") when hidden or crossed out.
	Pattern Pattern `json:"pattern"`
	// CrossedOut reports a row lost to the timer.
	CrossedOut bool `json:"crossedOut"`
	// Greens and Yellows count the row's colours: public to all.
	Greens  int `json:"greens"`
	Yellows int `json:"yellows"`
}

// View returns what player p may see; see View for the rules.
func (s State) View(p int) View {
	v := View{
		Player: p,
		Rules:  s.rules,
		Names:  make([]string, s.players),
		ToMove: s.ToMove(),
		Round:  s.Round(),
		Over:   s.Over(),
		Scores: s.Result().Scores,
		Rounds: make([]RoundView, 0, len(s.rounds)),
	}
	for i := range s.players {
		v.Names[i] = s.Name(i)
	}
	if l, ok := s.history.Last(); ok {
		m := l.move()
		mv := &MoveView{Player: m.Player, Kind: m.Kind, Round: int(l.round)}
		if s.seesWord(p, int(l.round), m) {
			mv.Word = m.Word
		}
		v.LastMove = mv
	}
	for _, r := range s.rounds {
		rv := RoundView{
			Host:      r.host,
			SecretSet: r.secret != "",
			Over:      r.over,
			Boards:    make([]Board, len(r.boards)),
			Points:    []int{},
		}
		isHost := p == r.host && p >= 0
		if r.over || isHost {
			rv.Secret = s.rules.text(r.secret)
		}
		for q, b := range r.boards {
			bv := Board{Player: q, Status: b.status, Rows: make([]Row, len(b.rows)), Keyboard: NewKeyboard(s.rules.Alphabet)}
			sees := isHost || p == q
			for i, rw := range b.rows {
				row := Row{CrossedOut: rw.word == ""}
				if rw.word != "" {
					row.Greens, row.Yellows = rw.pat.Counts()
					if sees {
						row.Word, row.Pattern = s.rules.text(rw.word), rw.pat
						bv.Keyboard = bv.Keyboard.withCodes(rw.word, rw.pat)
					}
				}
				bv.Rows[i] = row
			}
			rv.Boards[q] = bv
		}
		if r.over {
			rv.Points = make([]int, s.players)
			for q := range rv.Points {
				rv.Points[q] = s.points(r, q)
			}
		}
		v.Rounds = append(v.Rounds, rv)
	}
	return v
}

// Steps returns the rows of b the viewer can read, as the history a Solver
// takes: each visible guess with its marking. Crossed-out rows and rows
// hidden from the viewer are left out.
func (b Board) Steps() []Step {
	var steps []Step
	for _, r := range b.Rows {
		if r.Word == "" || r.Pattern.Len() == 0 {
			continue
		}
		steps = append(steps, Step{Guess: r.Word, Pattern: r.Pattern})
	}
	return steps
}

// ShareGrid formats b the way the original game shares a result (see the
// package function ShareGrid), under the rules r of its game: the board
// must be finished (solved, failed, given up, or stopped in fast mode),
// and its rows readable by the viewer. A row crossed out by the timer is
// drawn as a row of ⬜, so a board ended by a give-up or by time-outs is
// shared too, scored X.
func (b Board) ShareGrid(title string, r Rules) (string, error) {
	switch b.Status {
	case StatusPlaying, StatusHosting:
		return "", fmt.Errorf("wordle: share grid of a board that is %s: %w", b.Status, ErrBadPattern)
	}
	if len(b.Rows) == 0 {
		return "", fmt.Errorf("wordle: share grid of a board with no rows: %w", ErrBadPattern)
	}
	rows := make([]Pattern, len(b.Rows))
	for i, row := range b.Rows {
		switch {
		case row.CrossedOut:
		case row.Pattern.Len() == 0:
			return "", fmt.Errorf("wordle: share grid: row %d is hidden from this viewer: %w", i+1, ErrBadPattern)
		default:
			rows[i] = row.Pattern
		}
	}
	return shareGrid(title, rows, r.WordLength, r.Tries, r.Hard)
}

// Announce says in words what the last move was, as the viewer may know
// it, for a front end's message line: "set the secret SOLVE" (to the
// host; "set the secret" to the others), "guessed CRANE ....G" (to the
// guesser and the host), "guessed: 1 green, 2 yellows" (to everyone
// else), "gave up", "ran out of time on a row". The player is left out:
// the caller names LastMove.Player. It is "" before the first move.
func (v View) Announce() string {
	m := v.LastMove
	if m == nil {
		return ""
	}
	switch m.Kind {
	case KindSetSecret:
		if m.Word != "" {
			return "set the secret " + m.Word
		}
		return "set the secret"
	case KindGuess:
		if m.Round < 0 || m.Round >= len(v.Rounds) || m.Player < 0 || m.Player >= len(v.Rounds[m.Round].Boards) {
			return "guessed"
		}
		rows := v.Rounds[m.Round].Boards[m.Player].Rows
		if len(rows) == 0 {
			return "guessed"
		}
		row := rows[len(rows)-1]
		if row.Word != "" {
			return "guessed " + row.Word + " " + row.Pattern.String()
		}
		return fmt.Sprintf("guessed: %s, %s", plural(row.Greens, "green"), plural(row.Yellows, "yellow"))
	case KindGiveUp:
		return "gave up"
	case KindTimeUp:
		return "ran out of time on a row"
	}
	return m.Kind.String()
}

// plural says "1 green", "2 greens".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
