package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/memo"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordoku"
)

// botBudgets are the solver's node budgets of the bot levels, weakest
// first (see the package doc's table, which gives each level's worst
// time). Expert's two searches together take at most about 0.56 s of
// processor time on the test machine, 4x4 or 5x5 (BenchmarkBotWorst).
var botBudgets = [...]int{
	tilekit.Easy:   2_000,
	tilekit.Medium: 20_000,
	tilekit.Hard:   200_000,
	tilekit.Expert: 700_000,
}

// BotMove returns the move a computer player at level makes for seat in
// s now (see the package doc's table of levels). Every level lays out the
// best arrangement of seat's tiles that a search of its node budget finds
// (Solve), when that scores more than the grid as it stands, and
// finishes when it has nothing better to do. Easy searches only common
// words (dictionary.Common) when the game plays with the default
// dictionary. Hard and Expert also turn the tile into a wild that raises
// the score of their arranged grid the most, when one does (a wild
// loses ties, so only for a gain). Expert first swaps, one per symbol,
// the tiles its best arrangement leaves out of every word: a tile that
// scores nothing can only be replaced by a better one. The Bots of the
// kind "wordoku" that this package registers play it, through
// BotMoveContext.
//
// A seat that has finished the round waits: BotMove returns the zero
// Move and no error. A seat that may not move for another reason (the
// game is over, the seat does not play) gets the refusal a move from it
// would get (gamekit.CheckSeat), and a decoded game whose custom
// dictionary has not been given back an error wrapping
// wordoku.ErrDetached.
//
// The search is deterministic and bounded by its node budget, never by
// the clock: the same position and seed give the same move on every
// machine. Only Easy uses seed: it draws its budget each round between
// half and one and a half times its table figure.
//
// BotMove is BotMoveContext without a deadline.
func BotMove(s wordoku.State, level tilekit.Level, seed uint64, seat int) (wordoku.Move, error) {
	return BotMoveContext(context.Background(), s, level, seed, seat)
}

// BotMoveContext is BotMove under ctx, for a server that must be able to
// drop a game while a bot is thinking: every search it runs looks at ctx
// as it goes (see Solve), so once ctx is done the call returns within a
// few milliseconds with the zero Move and an error wrapping ctx.Err().
// It never returns a move that ctx cut short: a move it returns is the
// one BotMove returns. The context only stops the work; it never changes
// the move, which the node budgets alone decide. A nil ctx means
// context.Background(). The Bots of the kind "wordoku" that this package
// registers call it (they are tilekit.ContextBots).
func BotMoveContext(ctx context.Context, s wordoku.State, level tilekit.Level, seed uint64, seat int) (wordoku.Move, error) {
	if ctx == nil {
		ctx = context.Background()
	}
	m, err := botMove(ctx, s, level, seed, seat)
	return gamekit.Uncut(ctx, level, s.Name(seat), m, err)
}

// botMove is BotMoveContext's choice, which ctx may have cut short.
func botMove(ctx context.Context, s wordoku.State, level tilekit.Level, seed uint64, seat int) (wordoku.Move, error) {
	if seat >= 0 && seat < s.Players() && !s.Over() && s.Finished(seat) {
		return wordoku.Move{}, nil
	}
	if err := gamekit.CheckSeat(s, seat, wordoku.Move{}, ""); err != nil {
		return wordoku.Move{}, err
	}
	d := s.Dictionary()
	if d == nil {
		return wordoku.Move{}, errDetached
	}
	if level < tilekit.Easy || level > tilekit.Expert {
		return wordoku.Move{}, fmt.Errorf("wordoku: there is no bot level %v", level)
	}
	rules := s.Rules()
	grid := s.Grid(seat)
	search := d
	if level == tilekit.Easy && dictionary.Name(d) == dictionary.DefaultName {
		search = dictionary.Common()
	}
	if level == tilekit.Expert {
		// Which tiles are idle: a search of Hard's budget is enough to
		// tell, and the swaps change the tiles anyway.
		sol, err := solveMemo(ctx, rules, search, grid, botBudgets[tilekit.Hard])
		if err != nil {
			return wordoku.Move{}, err
		}
		if m, ok := botSwap(s, rules, d, seat, sol.Grid); ok {
			return m, nil
		}
	}
	budget := botBudgets[level]
	if level == tilekit.Easy {
		// A casual player: how hard it looks varies from round to round.
		r := rand.New(rand.NewPCG(seed, uint64(s.Round())*wordoku.MaxPlayers+uint64(seat)))
		budget = budget/2 + r.IntN(budget+1)
	}
	sol, err := solveMemo(ctx, rules, search, grid, budget)
	if err != nil {
		return wordoku.Move{}, err
	}
	now := score(rules, d, grid).Total
	if score(rules, d, sol.Grid).Total > now {
		return wordoku.Arrange(seat, sol.Grid), nil
	}
	if level >= tilekit.Hard {
		if m, ok := botWild(s, rules, d, seat, grid, now); ok {
			return m, nil
		}
	}
	return wordoku.Finish(seat), nil
}

// errDetached is the error of a bot or a hint asked of a decoded game
// whose custom dictionary has not been given back.
var errDetached = fmt.Errorf("wordoku: %w: no grid can be scored until the game's own word list is given back", wordoku.ErrDetached)

// letterUse orders the letters from the most to the least useful in
// words; a swap sends out the least useful unused tile first.
const letterUse = "ESIARNTOLCDUPMGHBYFVKWZXQJ"

// botSwap returns the Expert's swap: of the tiles that no word of best
// (seat's best arrangement) uses, on a symbol seat has not swapped yet,
// the one with the least useful letter. ok is false when there is none.
func botSwap(s wordoku.State, rules wordoku.Rules, d dictionary.Dictionary, seat int, best wordoku.Grid) (wordoku.Move, bool) {
	used := usedCells(rules, d, best)
	var idle []tiles.Tile
	n := best.Size()
	for c := range n * n {
		if t := best.At(c/n, c%n); !used[c] && !t.Blank {
			idle = append(idle, t)
		}
	}
	slices.SortStableFunc(idle, func(a, b tiles.Tile) int {
		return strings.IndexByte(letterUse, b.Letter) - strings.IndexByte(letterUse, a.Letter)
	})
	grid := s.Grid(seat)
	for _, t := range idle {
		for c := range n * n {
			if grid.At(c/n, c%n) != t {
				continue
			}
			if m := wordoku.Swap(seat, c/n, c%n); s.Validate(m) == nil {
				return m, true
			}
			break
		}
	}
	return wordoku.Move{}, false
}

// usedCells marks the cells of g that some scoring word covers.
func usedCells(r wordoku.Rules, d dictionary.Dictionary, g wordoku.Grid) []bool {
	n := g.Size()
	used := make([]bool, n*n)
	for _, l := range score(r, d, g).Lines {
		for k := range len(l.Word) {
			if l.Across {
				used[l.Index*n+l.Start+k] = true
			} else {
				used[(l.Start+k)*n+l.Index] = true
			}
		}
	}
	return used
}

// botWild returns the wild that raises grid's score (now) the most, the
// earlier cell and letter among equals; ok is false when none raises it.
func botWild(s wordoku.State, rules wordoku.Rules, d dictionary.Dictionary, seat int, grid wordoku.Grid, now int) (wordoku.Move, bool) {
	if s.WildUsed(seat) {
		return wordoku.Move{}, false
	}
	n := grid.Size()
	var best wordoku.Move
	bestScore := now
	for c := range n * n {
		t := grid.At(c/n, c%n)
		for l := byte('A'); l <= 'Z'; l++ {
			if sc := score(rules, d, grid.With(c/n, c%n, wordoku.WildTile(l, t.Symbol))).Total; sc > bestScore {
				best, bestScore = wordoku.Wild(seat, c/n, c%n, l), sc
			}
		}
	}
	if bestScore == now || s.Validate(best) != nil {
		return wordoku.Move{}, false
	}
	return best, true
}

// solveMemo is Solve of g's tiles laid out in a fixed order, so that its
// answer depends on the tiles only, remembered for the bundled word lists:
// a bot asks again for the same tiles after each move that keeps them.
// It stops growing at maxSolveMemo entries. ctx stops the search (Solve):
// then it returns ctx.Err(), and remembers nothing.
func solveMemo(ctx context.Context, r wordoku.Rules, d dictionary.Dictionary, g wordoku.Grid, budget int) (Solution, error) {
	canon := canonical(g)
	name := dictionary.Name(d)
	if d == nil {
		name = dictionary.DefaultName
	}
	key := solveKey{dict: name, size: r.Size, minWord: r.MinWord, balance: r.Balance, budget: budget, tiles: canon.String()}
	if name != "" {
		if sol, ok := solveCache.Get(key); ok {
			return sol, nil
		}
	}
	sol, err := Solve(ctx, r, d, canon, budget)
	if err != nil || name == "" {
		return sol, err
	}
	solveCache.Put(key, sol)
	return sol, nil
}

// solveKey is what a remembered Solve depends on.
type solveKey struct {
	dict          string
	size, minWord int
	balance       bool
	budget        int
	tiles         string
}

var solveCache = memo.New[solveKey, Solution](maxSolveMemo)

const maxSolveMemo = 1 << 12

// canonical lays g's tiles out sorted by symbol, then letter, then wild.
func canonical(g wordoku.Grid) wordoku.Grid {
	ts := g.Tiles()
	slices.SortFunc(ts, func(a, b tiles.Tile) int {
		switch {
		case a.Symbol != b.Symbol:
			return int(a.Symbol) - int(b.Symbol)
		case a.Letter != b.Letter:
			return int(a.Letter) - int(b.Letter)
		case a.Blank != b.Blank:
			if a.Blank {
				return 1
			}
			return -1
		}
		return 0
	})
	n := g.Size()
	rows := make([][]tiles.Tile, n)
	for i := range rows {
		rows[i] = ts[i*n : (i+1)*n]
	}
	out, err := wordoku.NewGrid(rows)
	if err != nil {
		return g // unreachable: the same tiles in the same shape
	}
	return out
}
