package games

import (
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordle"
)

// wordleSolvers holds one solver per mode, built on first use (the bundled
// five-letter lists; building the feedback table takes a moment).
var wordleSolvers = [2]func() (*wordle.Solver, error){
	sync.OnceValues(func() (*wordle.Solver, error) { return wordle.NewSolver(wordle.SolverConfig{}) }),
	sync.OnceValues(func() (*wordle.Solver, error) { return wordle.NewSolver(wordle.SolverConfig{Hard: true}) }),
}

func wordleSolver(s wordle.State) (*wordle.Solver, error) {
	if s.Rules().WordLength != 5 {
		return nil, fmt.Errorf("the bundled solver knows five-letter words only")
	}
	hard := 0
	if s.Rules().Hard {
		hard = 1
	}
	return wordleSolvers[hard]()
}

// wordleBoard returns seat's own rows in the current round.
func wordleBoard(s wordle.State, seat int) wordle.Board {
	v := s.View(seat)
	return v.Rounds[len(v.Rounds)-1].Boards[seat]
}

func init() {
	Register(&Kind{
		Name:  "wordle",
		Title: "Wordle, the party game",
		About: "One player hosts a secret five-letter word each round; the others guess it in six tries. Fewest points wins.",
		Help: "Type a five-letter word: your secret when you host, else a guess (a word the dictionary lacks costs no try). " +
			"giveup gives up the round (7 points). Greens are right, yellows elsewhere in the word.",
		Presets:    []string{"default", "hard", "fast", "timed"},
		MinPlayers: 1, MaxPlayers: 6,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			var rules wordle.Rules
			switch preset {
			case "", "default":
				rules = wordle.DefaultRules()
			case "hard":
				rules = wordle.HardMode()
			case "fast":
				rules = wordle.FastMode()
			case "timed":
				rules = wordle.TimedMode(90 * time.Second)
			default:
				return nil, fmt.Errorf("wordle has no rules preset %q (choose default, hard, fast or timed)", preset)
			}
			s, err := wordle.New(rules, wordle.Setup{Names: names, Seed: seed})
			if err != nil {
				return nil, err
			}
			return tilekit.Wrap(s), nil
		},
		Warm: func() { wordleSolvers[0]() },
		Load: loadText[wordle.State, wordle.Move, wordle.View],
		Save: saveText,
		Expand: func(g tilekit.Game, seat int, text string) string {
			text = strings.TrimSpace(text)
			if f := strings.Fields(text); len(f) > 0 {
				if _, err := strconv.Atoi(f[0]); err == nil {
					return text // already names a player
				}
			}
			return strconv.Itoa(seat) + " " + text
		},
		Mover: func(g tilekit.Game, move string) (int, bool) {
			f := strings.Fields(move)
			if len(f) == 0 {
				return 0, false
			}
			p, err := strconv.Atoi(f[0])
			return p, err == nil
		},
		Bot: func(g tilekit.Game, seat int) (string, error) {
			s := stateOf[wordle.State](g)
			if seat == s.Host() && !s.View(seat).Rounds[s.Round()].SecretSet {
				words, err := s.Suggest(1)
				if err != nil {
					return "", err
				}
				return wordle.SetSecret(seat, words[0]).String(), nil
			}
			solver, err := wordleSolver(s)
			if err != nil {
				return "", err
			}
			word, err := solver.Hint(wordleBoard(s, seat).Steps())
			if err != nil {
				return wordle.GiveUp(seat).String(), nil // the secret is outside the solver's list
			}
			return wordle.Guess(seat, word).String(), nil
		},
		Hints: func(g tilekit.Game, seat, n int) ([]Hint, error) {
			s := stateOf[wordle.State](g)
			if seat == s.Host() {
				words, err := s.Suggest(n)
				if err != nil {
					return nil, err
				}
				var out []Hint
				for _, w := range words {
					out = append(out, Hint{Move: w, Words: []string{w}, Note: "a secret you could set"})
				}
				return out, nil
			}
			solver, err := wordleSolver(s)
			if err != nil {
				return nil, err
			}
			steps := wordleBoard(s, seat).Steps()
			word, err := solver.Hint(steps)
			if err != nil {
				return nil, err
			}
			left, err := solver.Candidates(steps)
			if err != nil {
				return nil, err
			}
			return []Hint{{Move: word, Words: []string{word}, Note: fmt.Sprintf("%d answers still fit", len(left))}}, nil
		},
		// A guess's score would tell whether it solves, so the preview only
		// checks the move.
		Preview: func(g tilekit.Game, seat int, move string) (Preview, error) {
			return Preview{}, g.Validate(move)
		},
		Announce: func(g tilekit.Game, viewer int) string {
			s := stateOf[wordle.State](g)
			v := s.View(viewer)
			m := v.LastMove
			if m == nil {
				return ""
			}
			switch m.Kind {
			case wordle.KindSetSecret:
				if m.Word != "" {
					return "set the secret " + m.Word
				}
				return "set the secret"
			case wordle.KindGuess:
				rows := v.Rounds[m.Round].Boards[m.Player].Rows
				if len(rows) == 0 {
					return "guessed"
				}
				row := rows[len(rows)-1]
				if row.Word != "" {
					return fmt.Sprintf("guessed %s  %s", row.Word, row.Pattern)
				}
				return fmt.Sprintf("guessed: %d green, %d yellow", row.Greens, row.Yellows)
			case wordle.KindGiveUp:
				return "gave up"
			case wordle.KindTimeUp:
				return "ran out of time on a row"
			}
			return m.Kind.String()
		},
		Result: func(g tilekit.Game) string {
			s := stateOf[wordle.State](g)
			r := s.Result()
			verdict := winners(g, r.Winners)
			if s.Rules().Fast {
				return scoreLines(g, r.Scores) + verdict + " (most points)"
			}
			return scoreLines(g, r.Scores) + verdict + " (fewest points)"
		},
		Errors: map[string]error{
			"ErrBadMove": wordle.ErrBadMove, "ErrDetached": wordle.ErrDetached, "ErrGameOver": wordle.ErrGameOver,
			"ErrHardMode": wordle.ErrHardMode, "ErrNotAWord": wordle.ErrNotAWord, "ErrNotLetters": wordle.ErrNotLetters,
			"ErrNotTimed": wordle.ErrNotTimed, "ErrNotYourTurn": wordle.ErrNotYourTurn, "ErrPlayerDone": wordle.ErrPlayerDone,
			"ErrPlural": wordle.ErrPlural, "ErrSyntax": wordle.ErrSyntax, "ErrUnknownPlayer": wordle.ErrUnknownPlayer,
			"ErrWrongLength": wordle.ErrWrongLength,
		},
		Detail: func(err error) string {
			return DetailOf(err, func(e *wordle.MoveError) string { return e.Detail })
		},
		Timeout: func(g tilekit.Game, seat int) string { return wordle.TimeUp(seat).String() },
		Clock: func(g tilekit.Game) (string, time.Duration) {
			s := stateOf[wordle.State](g)
			return strconv.Itoa(len(s.History())), s.Rules().TimeLimit
		},
	})
}
