package wordle

// A View is what one player may know of the game, ready to draw or to send
// to that player's device.
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
	Player int
	// Rules are the game's rules.
	Rules Rules
	// Names labels every player (see State.Name).
	Names []string
	// Round is the index of the current round (the last once Over).
	Round int
	// Over reports whether the game has ended.
	Over bool
	// Scores holds each player's total over the finished rounds.
	Scores []int
	// Rounds holds every round begun so far, the current one last.
	Rounds []RoundView
}

// A RoundView is one round as the viewer may see it.
type RoundView struct {
	// Host is the round's host, -1 when the library hosts (solo play).
	Host int
	// Secret is the round's word when the viewer may know it (the host,
	// or anyone once the round is over), else "".
	Secret string
	// Over reports whether the round has ended.
	Over bool
	// Boards has one entry per player; the host's has no rows.
	Boards []Board
	// Points holds each player's points for the round once it is over.
	Points []int
}

// A Board is one player's rows in a round.
type Board struct {
	Player int
	Status Status
	Rows   []Row
}

// A Row is one guess as the viewer may see it.
type Row struct {
	// Word is the guess, or "" when hidden from the viewer or crossed out.
	Word string
	// Marks is the marking in Pattern.String form ("G.Y.."), or "" when
	// hidden or crossed out; ParsePattern turns it back into a Pattern.
	Marks string
	// CrossedOut reports a row lost to the timer.
	CrossedOut bool
	// Greens and Yellows count the row's colours: public to all.
	Greens, Yellows int
}

// View returns what player p may see; see View for the rules.
func (s State) View(p int) View {
	v := View{
		Player: p,
		Rules:  s.rules,
		Round:  s.Round(),
		Over:   s.Over(),
	}
	res := s.Result()
	v.Scores = res.Scores
	for i := range s.players {
		v.Names = append(v.Names, s.Name(i))
	}
	for _, r := range s.rounds {
		rv := RoundView{Host: r.host, Over: r.over}
		isHost := p == r.host && p >= 0
		if r.over || isHost {
			rv.Secret = r.secret
		}
		for q, b := range r.boards {
			bv := Board{Player: q, Status: b.status}
			sees := isHost || p == q
			for _, rw := range b.rows {
				row := Row{CrossedOut: rw.word == ""}
				if rw.word != "" {
					row.Greens, row.Yellows = rw.pat.Counts()
					if sees {
						row.Word, row.Marks = rw.word, rw.pat.String()
					}
				}
				bv.Rows = append(bv.Rows, row)
			}
			rv.Boards = append(rv.Boards, bv)
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
		if r.Word == "" {
			continue
		}
		p, err := ParsePattern(r.Marks)
		if err != nil {
			continue // a Board built by hand with bad marks: not a readable row
		}
		steps = append(steps, Step{Guess: r.Word, Pattern: p})
	}
	return steps
}
