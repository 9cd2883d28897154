package games

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
)

func init() {
	Register(&Kind{
		Name:  "wordgame",
		Title: "The crossword tile game",
		About: "Build crossing words on a 15x15 board from a rack of letter tiles; premium squares multiply.",
		Help: "Type the start square and the word: 8H WORD goes across from row 8, column H; H8 WORD goes down. " +
			"A lower-case letter is a blank standing for that letter; . plays through a tile already on the board. " +
			"- passes; -ABC exchanges those tiles.",
		Presets:    []string{"default", "classic"},
		MinPlayers: 2, MaxPlayers: 4,
		New: func(preset string, names []string, seed uint64) (tilekit.Game, error) {
			var rules wordgame.Rules
			switch preset {
			case "", "default":
				rules = wordgame.DefaultRules()
			case "classic":
				rules = wordgame.Classic()
			default:
				return nil, fmt.Errorf("wordgame has no rules preset %q (choose default or classic)", preset)
			}
			rules.Players = len(names)
			s, err := wordgame.New(rules, wordgame.Setup{Names: names, Seed: seed})
			if err != nil {
				return nil, err
			}
			return tilekit.Wrap(s), nil
		},
		// A name ending in .gcg is a game record, replayed move by move
		// under the rules it names; anything else is the State's CGP.
		Load: func(name string, data []byte) (tilekit.Game, error) {
			if strings.HasSuffix(strings.ToLower(name), ".gcg") {
				s, err := wordgame.ReplayGCG(wordgame.Rules{}, nil, bytes.NewReader(data))
				if err != nil {
					return nil, err
				}
				return tilekit.Wrap(s), nil
			}
			return loadText[wordgame.State, wordgame.Move, wordgame.View](name, data)
		},
		Save: func(name string, g tilekit.Game) ([]byte, error) {
			if !strings.HasSuffix(strings.ToLower(name), ".gcg") {
				return g.MarshalText()
			}
			s := stateOf[wordgame.State](g)
			rec, err := wordgame.NewRecord(s)
			if err != nil {
				return nil, err
			}
			var b bytes.Buffer
			if err := wordgame.WriteGCG(&b, rec); err != nil {
				return nil, err
			}
			return b.Bytes(), nil
		},
		Bot: func(g tilekit.Game, seat int) (string, error) {
			s := stateOf[wordgame.State](g)
			m, err := s.BestMove()
			if err != nil {
				return wordgame.Pass().String(), nil // no placement: pass
			}
			return m.String(), nil
		},
		Hints: func(g tilekit.Game, seat, n int) ([]Hint, error) {
			s := stateOf[wordgame.State](g)
			var out []Hint
			for _, h := range s.Hints(n) {
				out = append(out, Hint{Move: h.Move.String(), Score: h.Score, Words: []string{h.Word}})
			}
			return out, nil
		},
		Preview: func(g tilekit.Game, seat int, move string) (Preview, error) {
			sc, err := scoreOf[wordgame.State, wordgame.Move, wordgame.Score](g, move)
			if err != nil {
				return Preview{}, err
			}
			p := Preview{Total: sc.Total, Parts: []string{}}
			for _, w := range sc.Words {
				p.Parts = append(p.Parts, fmt.Sprintf("%s %d", w.Word, w.Points))
			}
			if sc.AllTiles != 0 {
				p.Parts = append(p.Parts, fmt.Sprintf("all tiles +%d", sc.AllTiles))
			}
			return p, nil
		},
		Result: func(g tilekit.Game) string {
			s := stateOf[wordgame.State](g)
			r := s.Result()
			var b strings.Builder
			for p, n := range r.Scores {
				fmt.Fprintf(&b, "%s: %d (rack %q, %+d at the end)\n", g.Name(p), n, r.Racks[p], r.Adjustments[p])
			}
			fmt.Fprintf(&b, "The game ended: %s.\n", r.Reason)
			b.WriteString(winners(g, r.Winners))
			return b.String()
		},
		Errors: map[string]error{
			"ErrBadMove": wordgame.ErrBadMove, "ErrBagTooSmall": wordgame.ErrBagTooSmall, "ErrDetached": wordgame.ErrDetached,
			"ErrExchangeOff": wordgame.ErrExchangeOff, "ErrFirstMove": wordgame.ErrFirstMove, "ErrGameOver": wordgame.ErrGameOver,
			"ErrGap": wordgame.ErrGap, "ErrNoTiles": wordgame.ErrNoTiles, "ErrNotAWord": wordgame.ErrNotAWord,
			"ErrNotConnected": wordgame.ErrNotConnected, "ErrNotHeld": wordgame.ErrNotHeld, "ErrNotNormalized": wordgame.ErrNotNormalized,
			"ErrNotYourTurn": wordgame.ErrNotYourTurn, "ErrOccupied": wordgame.ErrOccupied, "ErrOffBoard": wordgame.ErrOffBoard,
			"ErrSyntax": wordgame.ErrSyntax, "ErrTooManyTiles": wordgame.ErrTooManyTiles, "ErrTooShort": wordgame.ErrTooShort,
		},
		Detail: func(err error) string {
			return DetailOf(err, func(e *wordgame.MoveError) string { return e.Detail })
		},
	})
}
