package games

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/quaddoku"
)

func init() {
	Register(&Kind{
		Name:  "quaddoku",
		Title: "Quad*doku",
		About: "Stack letter tiles on four crossing four-letter words; a side summing to 10 is a doku worth 20.",
		Help: "Place tiles from the open pile on edge cells: <row><col>=<letter><value>, rows and columns 0–3 from the top left. " +
			"02=E3 13=U1 23=B3 turns BEAT into BEET and TAKE into TUBE. - passes.",
		Presets:    []string{"default", "value-only"},
		MinPlayers: 1, MaxPlayers: 6,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			rules := quaddoku.DefaultRules()
			switch preset {
			case "", "default":
			case "value-only":
				rules.AllowValueOnly = true
			default:
				return nil, fmt.Errorf("quaddoku has no rules preset %q (choose default or value-only)", preset)
			}
			s, err := quaddoku.New(rules, quaddoku.Setup{Names: names, Seed: seed})
			if err != nil {
				return nil, err
			}
			return tilekit.Wrap(s), nil
		},
		Load: loadText[quaddoku.State, quaddoku.Move, quaddoku.View],
		Save: saveText,
		Bot: func(g tilekit.Game, seat int) (string, error) {
			s := stateOf[quaddoku.State](g)
			m, err := s.BestMove()
			if err != nil {
				return quaddoku.Pass().String(), nil // nothing to spell
			}
			return m.String(), nil
		},
		Hints: func(g tilekit.Game, seat, n int) ([]Hint, error) {
			s := stateOf[quaddoku.State](g)
			var out []Hint
			for _, h := range s.Hints(n) {
				out = append(out, Hint{Move: h.Move.String(), Score: h.Score, Words: h.Words})
			}
			return out, nil
		},
		Preview: func(g tilekit.Game, seat int, move string) (Preview, error) {
			sc, err := scoreOf[quaddoku.State, quaddoku.Move, quaddoku.Score](g, move)
			if err != nil {
				return Preview{}, err
			}
			p := Preview{Total: sc.Total, Parts: []string{}}
			for _, w := range sc.Words {
				part := fmt.Sprintf("%s %d", w.Word, w.Points)
				if w.Doku {
					part += " doku"
				}
				p.Parts = append(p.Parts, part)
			}
			if sc.QuadDoku {
				p.Parts = append(p.Parts, "Quad*doku!")
			}
			return p, nil
		},
		Result: func(g tilekit.Game) string {
			s := stateOf[quaddoku.State](g)
			r := s.Result()
			return scoreLines(g, r.Scores) + winners(g, r.Winners)
		},
		Errors: map[string]error{
			"ErrSyntax": quaddoku.ErrSyntax, "ErrNotEdge": quaddoku.ErrNotEdge, "ErrSameCell": quaddoku.ErrSameCell,
			"ErrBadTile": quaddoku.ErrBadTile, "ErrNotHeld": quaddoku.ErrNotHeld, "ErrSameValue": quaddoku.ErrSameValue,
			"ErrNotAWord": quaddoku.ErrNotAWord, "ErrNoNewWord": quaddoku.ErrNoNewWord, "ErrGameOver": quaddoku.ErrGameOver,
		},
		Detail: func(err error) string {
			return DetailOf(err, func(e *quaddoku.MoveError) string { return e.Detail })
		},
	})
}
