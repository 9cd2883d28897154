package wordgame

import (
	"errors"
	"fmt"
)

// MaxLegalMoves is the most moves LegalMovesAs lists, as in the other
// games. Each letter a blank may stand for is a move of its own, so a
// rack with blanks can allow millions of placements (a rack of 15 with
// three blanks, which custom rules allow, more than two million on an
// open board), while a rack of seven or eight natural tiles rarely
// allows more than a few thousand.
const MaxLegalMoves = 50_000

// LegalMovesAs lists every move the seat to move may play now: the
// placements LegalMoves yields, in its order, then each distinct exchange
// the rules and the bag allow (every sub-multiset of the rack, fewest
// tiles first), then the pass. It is the typed form of tilekit.Game's
// LegalMoves, which refuses a seat that may not move before it asks: seat
// is then the seat to move. A finished game has no moves (and the error
// ErrGameOver). When there are more than MaxLegalMoves moves, or finding
// the placements takes more than MoveBudget steps of the generator, it
// lists none and returns an error wrapping errors.ErrUnsupported: the hints
// (package wordgame/bot) give the best of them instead. Its memory and time are bounded by
// those two limits, whatever the rack.
func (s State) LegalMovesAs(seat int) ([]Move, error) {
	if err := s.ready(Pass()); err != nil {
		return nil, err
	}
	if n := s.exchangeCount(); n > MaxLegalMoves {
		return nil, tooManyMoves(fmt.Sprintf("%d exchanges", n))
	}
	var out []Move
	var sp spent
	if gen, _ := s.start(modeYield, 0); gen != nil {
		gen.budget = budget{steps: MoveBudget}
		gen.yield = func(m Move) bool {
			out = append(out, m)
			return len(out) <= MaxLegalMoves
		}
		gen.run(&s.board)
		sp = gen.spent()
		gen.release()
	}
	switch {
	case len(out) > MaxLegalMoves:
		return nil, tooManyMoves(fmt.Sprintf("more than %d placements", MaxLegalMoves))
	case sp.cut:
		return nil, tooManyMoves(fmt.Sprintf("more placements than %d steps of the move generator find", MoveBudget))
	}
	out = append(out, s.exchanges()...)
	if len(out) >= MaxLegalMoves {
		return nil, tooManyMoves(fmt.Sprintf("more than %d moves", MaxLegalMoves))
	}
	return append(out, Pass()), nil
}

// tooManyMoves is LegalMovesAs' error for a position with too many moves
// to list: what there are too many of.
func tooManyMoves(what string) error {
	return fmt.Errorf("wordgame: listing the legal moves: %s (each letter a blank takes is a move of its own): %w", what, errors.ErrUnsupported)
}

// exchangeCount returns how many distinct exchanges the player to move
// may make (every non-empty sub-multiset of the rack), or 0 when the rules
// or the bag forbid exchanging.
func (s State) exchangeCount() int {
	if !s.g.rules.Exchange || s.bag.Len() < s.g.rules.RackSize {
		return 0
	}
	return rackSubsets(s.racks[s.turn]) - 1
}

// rackSubsets returns the number of sub-multisets of r, the empty one
// included: at most 2 to the 21st.
func rackSubsets(r rack) int {
	n, run := 1, 1
	letters := r.letters()
	for i, x := range letters {
		if i+1 < len(letters) && letters[i+1] == x {
			run++
			continue
		}
		n *= run + 1
		run = 1
	}
	return n
}

// exchanges returns every distinct exchange the player to move may make,
// fewest tiles first (in a fixed order among the same number); none when
// the rules or the bag forbid exchanging.
func (s State) exchanges() []Move {
	if !s.g.rules.Exchange || s.bag.Len() < s.g.rules.RackSize {
		return nil
	}
	// Group the rack (sorted) into letters and counts, then count through
	// every choice of how many of each letter to give back.
	var letters []byte
	var counts []int
	for _, x := range s.racks[s.turn].letters() {
		if k := len(letters); k > 0 && letters[k-1] == x {
			counts[k-1]++
			continue
		}
		letters, counts = append(letters, x), append(counts, 1)
	}
	var bySize [MaxBoardSize + 1][]Move
	take := make([]int, len(letters))
	for {
		i := 0
		for i < len(take) && take[i] == counts[i] {
			take[i] = 0
			i++
		}
		if i == len(take) {
			break
		}
		take[i]++
		var give []byte
		for j, k := range take {
			for range k {
				give = append(give, letters[j])
			}
		}
		if m, ok := exchangeOf(s.g.aid, give); ok && s.Validate(m) == nil {
			bySize[len(give)] = append(bySize[len(give)], m)
		}
	}
	var out []Move
	for _, ms := range bySize {
		out = append(out, ms...)
	}
	return out
}
