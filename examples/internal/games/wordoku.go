package games

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordoku"
)

func init() {
	Register(&Kind{
		Name:  "wordoku",
		Title: "Wordoku",
		About: "Arrange your hand of letter tiles so the rows and columns spell words; lines of all different symbols score double. Three timed rounds.",
		Help: "Rearrange your grid: type two cells to exchange them, 12 30 (row then column, from 0 at the top left). " +
			"swap 12 trades that tile for a random one of its symbol (once per symbol a round); wild 30=Q turns a tile into any letter " +
			"(once a round, worth 0); finish says you are done. The whole grid can be given too: arrange C.c A.s T.q S.o / ...",
		Presets:    []string{"default", "expert"},
		MinPlayers: 1, MaxPlayers: 6,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			var rules wordoku.Rules
			switch preset {
			case "", "default":
				rules = wordoku.DefaultRules()
			case "expert":
				rules = wordoku.Expert()
			default:
				return nil, fmt.Errorf("wordoku has no rules preset %q (choose default or expert)", preset)
			}
			s, err := wordoku.New(rules, wordoku.Setup{Names: names, Seed: seed})
			if err != nil {
				return nil, err
			}
			return tilekit.Wrap(s), nil
		},
		Load: loadText[wordoku.State, wordoku.Move, wordoku.View],
		Save: saveText,
		// "12 30" exchanges two cells of the person's grid; other verbs
		// get the person's seat in front.
		Expand: func(g tilekit.Game, seat int, text string) string {
			f := strings.Fields(text)
			if len(f) == 0 {
				return text
			}
			if len(f) == 2 && isCell(f[0]) && isCell(f[1]) {
				grid := stateOf[wordoku.State](g).Grid(seat)
				r1, c1, r2, c2 := int(f[0][0]-'0'), int(f[0][1]-'0'), int(f[1][0]-'0'), int(f[1][1]-'0')
				if r1 < grid.Size() && c1 < grid.Size() && r2 < grid.Size() && c2 < grid.Size() {
					return wordoku.Arrange(seat, grid.Swapped(r1, c1, r2, c2)).String()
				}
			}
			if _, err := strconv.Atoi(f[0]); err == nil || strings.EqualFold(f[0], "endround") {
				return text
			}
			return strconv.Itoa(seat) + " " + strings.TrimSpace(text)
		},
		Mover: func(g tilekit.Game, move string) (int, bool) {
			f := strings.Fields(move)
			if len(f) == 0 {
				return 0, false
			}
			p, err := strconv.Atoi(f[0])
			return p, err == nil
		},
		// Another player's arrangement, swap or wild stays private until
		// the round ends: the View says only what kind of move it was.
		Announce: func(g tilekit.Game, viewer int) string {
			if m := stateOf[wordoku.State](g).View(viewer).LastMove; m != nil {
				return m.Text
			}
			return ""
		},
		// A bot lays out the best arrangement a short search finds (a
		// player with a few seconds, not the proof of the optimum), then
		// finishes.
		Bot: func(g tilekit.Game, seat int) (string, error) {
			s := stateOf[wordoku.State](g)
			grid := s.Grid(seat)
			sol, err := wordoku.Solve(s.Rules(), nil, grid, wordokuBotBudget)
			if err != nil {
				return "", err
			}
			best := sol.Grid
			if best == grid {
				return wordoku.Finish(seat).String(), nil
			}
			return wordoku.Arrange(seat, best).String(), nil
		},
		Hints: func(g tilekit.Game, seat, n int) ([]Hint, error) {
			s := stateOf[wordoku.State](g)
			var out []Hint
			for _, h := range s.Hints(seat, n) {
				out = append(out, Hint{Move: h.Move.String(), Score: int(h.Score + 0.5), Words: h.Words,
					Note: fmt.Sprintf("%+.1f", h.Gain)})
			}
			return out, nil
		},
		// A preview scores the grid the move would leave (a swap's new
		// tile is not known: it scores the grid as it is).
		Preview: func(g tilekit.Game, seat int, move string) (Preview, error) {
			s := stateOf[wordoku.State](g)
			m, err := s.ParseMove(move)
			if err != nil {
				return Preview{}, err
			}
			if err := s.Validate(m); err != nil {
				return Preview{}, err
			}
			grid := s.Grid(seat)
			if m.Kind == wordoku.KindArrange {
				grid = m.Grid
			}
			sc, err := wordoku.ScoreGrid(s.Rules(), nil, grid)
			if err != nil {
				return Preview{}, err
			}
			p := Preview{Total: sc.Total, Parts: []string{}}
			for _, ln := range sc.Lines {
				part := fmt.Sprintf("%s %d", ln.Word, ln.Total())
				if ln.Bonus > 0 {
					part += " balanced"
				}
				p.Parts = append(p.Parts, part)
			}
			return p, nil
		},
		Idle: func(g tilekit.Game) string {
			return wordoku.EndRound(stateOf[wordoku.State](g).Round()).String()
		},
		Timeout: func(g tilekit.Game, seat int) string {
			return wordoku.EndRound(stateOf[wordoku.State](g).Round()).String()
		},
		Clock: func(g tilekit.Game) (string, time.Duration) {
			s := stateOf[wordoku.State](g)
			return strconv.Itoa(s.Round()), s.Rules().RoundTime
		},
		Result: func(g tilekit.Game) string {
			r := stateOf[wordoku.State](g).Result()
			var b strings.Builder
			for p := range g.Players() {
				fmt.Fprintf(&b, "%s: %d tokens, best round %d\n", g.Name(p), r.Tokens[p], r.Best[p])
			}
			b.WriteString(winners(g, r.Winners))
			return b.String()
		},
		Errors: wordokuErrors,
		Detail: func(err error) string {
			return DetailOf(err, func(e *wordoku.MoveError) string { return e.Detail })
		},
	})
}

// wordokuBotBudget bounds a bot's search, in the solver's nodes.
const wordokuBotBudget = 20_000

func isCell(s string) bool {
	return len(s) == 2 && s[0] >= '0' && s[0] <= '9' && s[1] >= '0' && s[1] <= '9'
}

var wordokuErrors = map[string]error{
	"ErrSyntax": wordoku.ErrSyntax, "ErrBadGrid": wordoku.ErrBadGrid, "ErrBadMove": wordoku.ErrBadMove,
	"ErrUnknownPlayer": wordoku.ErrUnknownPlayer, "ErrNotYourTurn": wordoku.ErrNotYourTurn, "ErrNotHeld": wordoku.ErrNotHeld,
	"ErrSwapUsed": wordoku.ErrSwapUsed, "ErrWildUsed": wordoku.ErrWildUsed, "ErrWildLetter": wordoku.ErrWildLetter,
	"ErrNoTiles": wordoku.ErrNoTiles, "ErrRoundOver": wordoku.ErrRoundOver, "ErrGameOver": wordoku.ErrGameOver,
	"ErrDetached": wordoku.ErrDetached,
}
