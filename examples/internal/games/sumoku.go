package games

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/sumoku"
)

func init() {
	Register(&Kind{
		Name:  "sumoku",
		Title: "Sumoku",
		About: "Lay number tiles in crossword lines; every line must sum to a multiple of the key number and repeat no colour.",
		Help: "Standard game: place tiles as <row>,<col>=<tile>, the centre is 0,0, rows grow down and columns right: " +
			"0,-1=R3 0,0=O1 0,1=Y6 (a 6 may stand as 9: Y9). - passes. Spot: spot 0 3 5 8 claims four face-up tiles by their numbers. " +
			"Speed and solo: claim 0,0=R3 0,1=O1 ... lays out your whole hand; swap Y6 trades a tile (speed); stop ends solo.",
		Presets:    []string{"standard", "spot", "speed", "solo", "challenge"},
		MinPlayers: 1, MaxPlayers: 5,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			var rules sumoku.Rules
			switch preset {
			case "", "standard":
				rules = sumoku.DefaultRules()
			case "spot":
				rules = sumoku.Spot()
			case "speed":
				rules = sumoku.Speed()
			case "solo":
				rules = sumoku.Solo()
			case "challenge":
				rules = sumoku.Challenge(sumoku.DefaultRules())
			default:
				return nil, fmt.Errorf("sumoku has no rules preset %q (choose standard, spot, speed, solo or challenge)", preset)
			}
			s, err := sumoku.New(rules, sumoku.Setup{Names: names, Seed: seed})
			if err != nil {
				return nil, err
			}
			return tilekit.Wrap(s), nil
		},
		Load: loadText[sumoku.State, sumoku.Move, sumoku.View],
		Save: saveText,
		// Moves of the simultaneous variants name their player; a
		// person types them without the seat.
		Expand: func(g tilekit.Game, seat int, text string) string {
			f := strings.Fields(text)
			if len(f) == 0 || f[0] == "-" || strings.Contains(f[0], "=") {
				return text
			}
			if _, err := strconv.Atoi(f[0]); err == nil {
				return text
			}
			return strconv.Itoa(seat) + " " + strings.TrimSpace(text)
		},
		Mover: func(g tilekit.Game, move string) (int, bool) {
			f := strings.Fields(move)
			if len(f) < 2 {
				return 0, false
			}
			p, err := strconv.Atoi(f[0])
			return p, err == nil
		},
		Bot: func(g tilekit.Game, seat int) (string, error) {
			s := stateOf[sumoku.State](g)
			switch s.Variant() {
			case sumoku.VariantStandard:
				m, err := s.BestMove()
				if err != nil {
					return sumoku.Pass().String(), nil
				}
				return m.String(), nil
			case sumoku.VariantSpot:
				claims := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp()))
				if len(claims) == 0 {
					return "", nil // nothing to claim: wait
				}
				c := claims[0]
				m, err := sumoku.ClaimSpot(seat, c[:]...)
				if err != nil {
					return "", err
				}
				return m.String(), nil
			default:
				l, ok := sumoku.Solve(sumoku.FormatTiles(s.Hand(seat)), s.Key(), s.Variant() == sumoku.VariantSolo)
				if !ok {
					if s.Variant() == sumoku.VariantSolo {
						return sumoku.Stop(seat).String(), nil
					}
					return "", nil // no layout found: wait
				}
				return sumoku.Claim(seat, l).String(), nil
			}
		},
		Hints: func(g tilekit.Game, seat, n int) ([]Hint, error) {
			s := stateOf[sumoku.State](g)
			var out []Hint
			switch s.Variant() {
			case sumoku.VariantStandard:
				for _, h := range s.Hints(n) {
					out = append(out, Hint{Move: h.Move.String(), Score: h.Score.Total, Words: lineWords(h.Score)})
				}
			case sumoku.VariantSpot:
				for i, c := range sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp())) {
					if i == n {
						break
					}
					out = append(out, Hint{Move: fmt.Sprintf("spot %d %d %d %d", c[0], c[1], c[2], c[3])})
				}
			default:
				if l, ok := sumoku.Solve(sumoku.FormatTiles(s.Hand(seat)), s.Key(), s.Variant() == sumoku.VariantSolo); ok {
					out = append(out, Hint{Move: "claim " + l.String(), Note: "a layout of your whole hand"})
				}
			}
			return out, nil
		},
		Preview: func(g tilekit.Game, seat int, move string) (Preview, error) {
			s := stateOf[sumoku.State](g)
			m, err := s.ParseMove(move)
			if err != nil {
				return Preview{}, err
			}
			if err := s.Validate(m); err != nil {
				return Preview{}, err
			}
			if s.Variant() != sumoku.VariantStandard {
				return Preview{}, nil
			}
			sc, err := s.Score(m)
			if err != nil {
				return Preview{}, err
			}
			p := Preview{Total: sc.Total, Parts: lineWords(sc)}
			if sc.Bonus {
				p.Parts = append(p.Parts, "a line of six: play again")
			}
			return p, nil
		},
		Clock: func(g tilekit.Game) (string, time.Duration) { return "", 0 },
		Result: func(g tilekit.Game) string {
			s := stateOf[sumoku.State](g)
			r := s.Result()
			return scoreLines(g, r.Scores) + r.Reason + "\n" + winners(g, r.Winners)
		},
		Errors: map[string]error{
			"ErrSyntax": sumoku.ErrSyntax, "ErrGameOver": sumoku.ErrGameOver, "ErrNotYourTurn": sumoku.ErrNotYourTurn,
			"ErrWrongVariant": sumoku.ErrWrongVariant, "ErrNotHeld": sumoku.ErrNotHeld, "ErrNoTiles": sumoku.ErrNoTiles,
			"ErrOccupied": sumoku.ErrOccupied, "ErrNotInLine": sumoku.ErrNotInLine, "ErrGap": sumoku.ErrGap,
			"ErrNotTouching": sumoku.ErrNotTouching, "ErrOpening": sumoku.ErrOpening, "ErrDisconnected": sumoku.ErrDisconnected,
			"ErrLineTooLong": sumoku.ErrLineTooLong, "ErrRepeatedColour": sumoku.ErrRepeatedColour,
			"ErrRepeatedNumber": sumoku.ErrRepeatedNumber, "ErrNotMultiple": sumoku.ErrNotMultiple,
			"ErrIncomplete": sumoku.ErrIncomplete, "ErrClaimSize": sumoku.ErrClaimSize,
			"ErrUnknownPlayer": sumoku.ErrUnknownPlayer, "ErrMustPlay": sumoku.ErrMustPlay,
		},
		Detail: func(err error) string {
			return DetailOf(err, func(e *sumoku.MoveError) string { return e.Detail })
		},
	})
}

// lineWords describes each line a standard move scores: "row 0 (R3 O1 Y6) 10".
func lineWords(sc sumoku.Score) []string {
	out := []string{}
	for _, ln := range sc.Lines {
		out = append(out, fmt.Sprintf("%s %d", ln.Line, ln.Total))
	}
	return out
}
