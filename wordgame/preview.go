package wordgame

import (
	"fmt"
	"strconv"

	"github.com/tilekit/tilekit"
)

// Preview says what m would earn for seat without playing it: the total
// and one part per word ("QI 11", the main word first) and one for the
// all-tiles bonus ("all tiles +50"). A pass or an exchange earns 0 with
// no parts. A move that Validate refuses gets its error. tilekit.Game's
// Preview refuses a seat that may not move before it asks, so that such a
// seat learns nothing of the mover's rack; seat is then the seat to move.
func (s State) Preview(seat int, m Move) (tilekit.Preview, error) {
	sc, err := s.Score(m)
	if err != nil {
		return tilekit.Preview{Parts: []string{}}, err
	}
	p := tilekit.Preview{Total: sc.Total, Parts: make([]string, 0, len(sc.Words)+1)}
	for _, w := range sc.Words {
		p.Parts = append(p.Parts, w.Word+" "+strconv.Itoa(w.Points))
	}
	if sc.AllTiles != 0 {
		p.Parts = append(p.Parts, fmt.Sprintf("all tiles %+d", sc.AllTiles))
	}
	return p, nil
}
