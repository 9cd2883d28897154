package wordoku

import (
	"fmt"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
)

// botBudgets are the solver's node budgets of the bot levels, weakest
// first (see the package doc's table). Expert's is the largest that keeps
// a move under about a second on a 4x4 deal; on 5x5 the search is
// cheaper per node.
var botBudgets = [...]int{
	tilekit.Easy:   2_000,
	tilekit.Medium: 20_000,
	tilekit.Hard:   200_000,
	tilekit.Expert: 700_000,
}

// BotMove returns the move a computer player at level makes for seat
// now: the best arrangement of seat's tiles that a search of the level's
// budget finds (Solve), when it scores more than seat's grid as it
// stands, and otherwise Finish. Easy searches only common words
// (dictionary.Common) when the game plays with the default dictionary.
// A seat that has finished the round waits: BotMove returns the zero
// Move and no error. A seat that may not move for another reason (the
// game is over, the seat does not play) gets the refusal ValidateAs would
// give, and a decoded game whose custom dictionary has not been given
// back an error wrapping ErrDetached.
//
// The search is deterministic and bounded by its node budget, never by
// the clock: the same position gives the same move on every machine.
// seed is accepted for symmetry with the other games' bots; the search
// needs no randomness.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	_ = seed
	if seat >= 0 && seat < s.players && !s.Over() && s.seats[seat].finished {
		return Move{}, nil
	}
	if err := tilekit.CheckSeat(s, seat, Move{}, ""); err != nil {
		return Move{}, err
	}
	if s.detached {
		return Move{}, fmt.Errorf("wordoku: %w: no grid can be scored until the game's own word list is given back", ErrDetached)
	}
	if level < tilekit.Easy || level > tilekit.Expert {
		return Move{}, fmt.Errorf("wordoku: there is no bot level %v", level)
	}
	grid := s.seats[seat].grid
	d := s.dictionary()
	search := d
	if level == tilekit.Easy && s.dictKind == dictionary.DefaultName {
		search = dictionary.Common()
	}
	sol, err := Solve(s.rules, search, grid, botBudgets[level])
	if err != nil {
		return Move{}, err
	}
	if scoreGrid(s.rules, d, sol.Grid).Total > scoreGrid(s.rules, d, grid).Total {
		return Arrange(seat, sol.Grid), nil
	}
	return Finish(seat), nil
}
