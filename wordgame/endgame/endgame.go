// Package endgame solves the crossword game's endgame exactly: once the
// bag is empty both racks are known to both players, and Solve searches
// the position to the end of the game (negamax with alpha-beta pruning,
// iterative deepening and a transposition table) for its value and
// principal variation.
//
// Bounds: the work of a search is bounded by NodeLimit (positions, plus
// the move generator's steps over StepsPerNode, the first move list
// included), its time by the context given with WithContext (read every
// few thousand steps of the move generator and every 256 nodes of work),
// its memory by TableBits (12 MiB by default), a move-list cache of at
// most 64 MiB of lists (72 MiB with its blocks), the board scans' tables (at most about 30 MiB), the last
// scans and lists kept for nearby boards (at most 14 MiB) and at most
// ListMoves placements a ply of the line.
package endgame

import (
	"context"
	"errors"
	"fmt"

	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
)

// k is what package wordgame gives the search.
var k = kernel.GetEndgame[wordgame.State, wordgame.Move]()

// gen is what package wordgame gives every engine (the move generator).
var gen = kernel.Get[wordgame.State, wordgame.Move]()

// prepare waits under ctx (nil: without a deadline) for what the move
// generator builds for s's word list on first use: a context done first
// stops the search before its first node, with an error wrapping
// ErrStopped and the context's error.
func prepare(ctx context.Context, s wordgame.State) error {
	if err := gen.Prepare(ctx, s); err != nil {
		return fmt.Errorf("wordgame: %w before its first node: %w", ErrStopped, err)
	}
	return nil
}

// Result is the result of Solve: what the player to move gains
// from the position to the end of the game under best play by both sides,
// and a line of play that gets it.
type Result struct {
	// Value is the final score difference (the player to move's minus the
	// opponent's) less the difference now: the points the player to move
	// gains on the opponent from here to the end, the end-of-game rack
	// adjustments included. When Exact is false it is the value of the
	// deepest search that finished, an estimate.
	Value int
	// PV is the principal variation: the best move for the player to move
	// first, then the best replies, alternating, to the end of the game
	// (or of the search depth when Exact is false). Passes are wordgame.Pass().
	PV []wordgame.Move
	// Exact reports whether the search reached the end of the game on
	// every line it needed, so that Value is the true value.
	Exact bool
	// Depth is the number of plies of the deepest search that finished.
	Depth int
	// Nodes counts the positions the search visited, all iterations
	// together; MoveLists counts the move lists made (by the move
	// generator, or for a rack of one or two natural tiles by a quicker
	// scan of the board). Work is the work done in the units of
	// NodeLimit: the positions plus the move generator's steps
	// over StepsPerNode.
	Nodes, MoveLists, Work int
}

// ErrStopped is wrapped by the error Solve returns when the
// search stopped before it was exact: its context was done or its node
// limit was reached (while making the first move list too). The Result
// returned with it holds the best line of the deepest search that
// finished or, when none did, the first move the search would have tried
// of the placements found before the stop, worth its points (a pass when
// it found none).
var ErrStopped = errors.New("endgame search stopped before it finished")

// An Option sets a limit or a resource of Solve.
type Option func(*config)

// config is what the options set: the search's context, its work in
// nodes (0: none), its depth in plies (0: to the end) and its
// transposition table's size as a power of two.
type config struct {
	ctx       context.Context
	nodes     int
	depth     int
	tableBits int
	moves     []wordgame.Move // SolvePreEndgame's candidates (nil: all)
}

// NodeLimit stops the search once it has done n nodes of work
// (n <= 0: no limit), where visiting a position is one node and making a
// move list costs one node per StepsPerNode steps of the move
// generator (see wordgame.MoveBudget), so that a position whose list is long (a
// rack with blanks) costs what it takes. The budget holds while the
// first move list is made: n = 1 stops within a few thousand steps. A
// stopped search returns its best line so far with an error wrapping
// ErrStopped.
func NodeLimit(n int) Option {
	return func(c *config) { c.nodes = max(n, 0) }
}

// MaxDepth stops deepening after the given number of plies
// (plies <= 0: search to the end of the game). When the game can last
// longer than that, the result has Exact false and no error.
func MaxDepth(plies int) Option {
	return func(c *config) { c.depth = max(plies, 0) }
}

// TableBits sizes the transposition table at 1<<bits entries of
// about 48 bytes each (bits from 10 to 26; the default, 18, takes 12 MiB).
func TableBits(bits int) Option {
	return func(c *config) { c.tableBits = min(max(bits, 10), 26) }
}

// StepsPerNode is how many steps of the move generator count as
// one node of NodeLimit: about what visiting a position costs
// beside making its move list (a microsecond).
const StepsPerNode = 100

// ListMoves is the most placements the search keeps for one
// position: a rack whose list is longer (many tiles with blanks, which
// custom rules allow) is searched with only its ListMoves best by
// points, and the result is not Exact. Racks of seven or eight tiles
// with at most one blank stay well below it.
const ListMoves = 1 << 14

// WithContext stops the search when ctx is done: it returns its best
// line so far with an error wrapping ErrStopped and ctx's error. A nil
// ctx never stops it.
func WithContext(ctx context.Context) Option {
	return func(c *config) { c.ctx = ctx }
}

// Solve searches the position to the end of the game, when the
// bag is empty and so both racks are known to both players, and returns
// its exact value and principal variation (see Result). Only two-player
// games qualify. The end of the game is the one the rules give: a player
// who plays their last tile ends it, with the rack adjustment of the
// rules' end rule, and Rules.ScorelessTurns scoreless turns in a row
// (with the bag empty, passes) end it with each player losing the value
// of their own rack. A pass answered by a pass only brings the same
// position back, so the search ends the game at the second pass in a row:
// the value is the same as playing on to the limit (whatever was better
// than passing before the two passes still is after them), and the
// principal variation then stops at the two passes. At the root the
// count of scoreless turns so far is the rules': a pass there ends the
// game only when it reaches the limit.
//
// The search is a negamax with alpha-beta pruning and principal variation
// windows, deepened iteratively (1, 2, 3, 4 and 8 plies, then to the
// longest the game can last), with a transposition
// table keyed by a Zobrist hash of the board, both racks, the side to
// move and whether a pass ends the game, and moves tried best first: the
// table's move; before a move list is made, the first move of the
// player's last list on the line that is still legal there (the
// opponent's reply seldom changes the best answer, and a cutoff then
// saves the list); then going out, then by points and tiles played. It
// runs on the calling goroutine and is deterministic: the same position
// and options give the same Result.
//
// Cost: one move list per new position, from the move generator (tens
// of microseconds) for racks of three tiles or more and from a scan of
// the board for one or two natural tiles, made from the scan of the
// board before the last placement, in which only the squares around
// that placement are scored again (a microsecond or two for one tile, a
// few for two; a position whose player to move holds one tile that fits
// is valued at once: playing it ends the game). A scan with no scan of
// the board before at hand is made the same way from the last scan of
// the same letters on a board near it, and a generator's list from the
// last list of the same rack on a board near it (a sibling's: the other
// player's reply played elsewhere), the generator searching only the
// rows and columns whose words differ. On the 20 positions of
// wordgame/testdata/endgame.tsv (BenchmarkEndgame, CPU time on one core
// of a shared 2-core machine) racks of up to three tiles solve in
// milliseconds, four to seven tiles a rack in up to 0.3 s, and seven
// against seven in 0.1 to 3.4 s (median 0.4 s, BenchmarkEndgameMedian;
// it was 0.2 to 7 s, median 0.8 s, before the near lists and scans).
// Racks with blanks cost far more: each blank multiplies the moves of a
// rack by up to the size of the alphabet, and long racks with several
// blanks have millions.
//
// Memory is bounded whatever the racks: the table (1<<bits entries of
// 48 bytes: 12 MiB by default), a cache of move lists of at most 64 MiB
// (every list counted, the empty ones too; the short lists are cut from
// blocks of 4096 moves, of which at most an eighth goes unused: 72 MiB
// at most), the scans' tables (at most 16 MiB for two tiles and 1<<14
// tables of a few hundred bytes for one, in blocks likewise), the last
// scans and lists kept for the boards near theirs (64 of each kind with
// their boards: under 4 MiB of scans and, as only lists of at most 4096
// placements are kept, 10 MiB of lists), the search's working buffers
// (a list being made and the generator's last, under 2 MiB), and, once
// the cache is full, the lists of the line being searched, at most
// ListMoves placements of 36 bytes (576 KiB) for each of its plies (at
// most two plies a tile on the racks, and deep in the line the lists
// are short), so under 150 MiB in all for racks of seven or eight tiles
// and the default table. Beyond these, a search allocates little: its
// lists and scans are made in its own buffers and copied once into the
// cache or the tables that keep them.
//
// Time: a search with neither a context (WithContext) deadline nor a node limit runs
// until it is exact, which with blanks can take far longer than any
// caller waits. A caller with a deadline passes a context, and one that
// wants the same answer on every machine a node limit: the search then
// stops within a few milliseconds of the deadline (the context is read
// every few thousand steps of the move generator and every 256 nodes of
// work, the first move list included) or at the limit, and returns its
// best line so far with an error wrapping ErrStopped (and the
// context's error).
func Solve(s wordgame.State, opts ...Option) (Result, error) {
	cfg := config{tableBits: 18}
	for _, o := range opts {
		if o != nil {
			o(&cfg)
		}
	}
	if err := prepare(cfg.ctx, s); err != nil {
		return Result{}, err
	}
	st, err := k.Start(s)
	if err != nil {
		return Result{}, err
	}
	return newEndgameSearch(&st, cfg).solve()
}
