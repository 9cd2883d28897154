package wordgame

// LegalMovesAs lists every move the seat to move may play now: the
// placements LegalMoves yields, in its order, then each distinct exchange
// the rules and the bag allow (every sub-multiset of the rack, fewest
// tiles first), then the pass. It is the typed form of tilekit.Game's
// LegalMoves, which refuses a seat that may not move before it asks: seat
// is then the seat to move. A finished game has no moves (and the error
// ErrGameOver).
func (s State) LegalMovesAs(seat int) ([]Move, error) {
	if err := s.ready(Pass()); err != nil {
		return nil, err
	}
	out := s.AppendLegalMoves(nil)
	out = append(out, s.exchanges()...)
	return append(out, Pass()), nil
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
