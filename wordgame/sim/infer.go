package sim

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordgame"
	"github.com/tilekit/tilekit/wordgame/internal/eq"
	"github.com/tilekit/tilekit/wordgame/internal/kernel"
	"github.com/tilekit/tilekit/wordgame/leaves"
)

// An Inference is what the last placement says of the tiles its player
// kept, read as an equity player would have played it: the leaves that
// make the placement (nearly) the best move by equity for the rack it
// came from. Infer makes one; Options.Inference deals its leaves.
type Inference struct {
	// Seat is the player who made the placement; -1 when there was
	// nothing to read (see Infer).
	Seat int
	// Move is the placement read.
	Move wordgame.Move
	// Leaves are the leaves kept, in RackLetters' notation, with which
	// the placement was within the margin of the best move by equity,
	// out of Tried leaves drawn at random from the tiles the reader
	// could not see. A leave drawn twice is listed twice, so each counts
	// as often as chance and the placement make it.
	Leaves []string
	Tried  int
}

// InferOptions are the options of Infer.
type InferOptions struct {
	// Samples is how many leaves are drawn and tried; 0 means 100.
	Samples int
	// Margin is how many points of equity the placement may fall short
	// of the best move and still be taken as the player's choice; 0
	// means 3 (another player's leave values differ from tilekit's).
	Margin float64
	// Seed drives the draws: the same position, options and seed give
	// the same Inference.
	Seed uint64
}

// Infer reads the last move of s as the choice of an equity player: for
// the player to move in s, who could not see the tiles the last mover
// kept, it draws leaves of the right size from the tiles it cannot see,
// gives each with the placed tiles to the last mover in the position
// before the move, and keeps the leaves with which the placement was
// within opts.Margin of the best move by equity (wordgame/equity, with
// the rules' bundled leaves). A placement that kept nothing, or a last
// move that was not another player's placement (an exchange, a pass, no
// move yet), says nothing: the Inference has Seat -1 and no leaves. So
// do moves no drawn leave explains, when the player is not an equity
// player: the Inference then has Tried leaves and none kept. The
// position before the move comes from replaying s's history
// (State.Turns), so s must have been played from New: a position read
// from CGP without its history, then played on, is an error wrapping
// wordgame.ErrGCGMismatch. A game in another alphabet than English is
// read by score alone (its leaves are worth 0). Each leave tried costs
// one search of the move generator: 100 take about 30 ms.
func Infer(ctx context.Context, s wordgame.State, opts InferOptions) (Inference, error) {
	none := Inference{Seat: -1}
	if opts.Samples <= 0 {
		opts.Samples = 100
	}
	opts.Samples = min(opts.Samples, maxIterations)
	if opts.Margin <= 0 {
		opts.Margin = 3
	}
	if err := eq.K.Ready(s); err != nil {
		return none, err
	}
	to := s.ToMove()
	last, ok := s.LastMove()
	if len(to) == 0 || !ok || last.Kind() != wordgame.KindPlace {
		return none, nil
	}
	viewer := to[0]
	turn, err := lastTurn(s, viewer, opts.Seed)
	if err != nil {
		return none, err
	}
	if turn.Player == viewer || !sameMove(turn.Move, last) {
		return none, nil
	}
	placed := len(eq.K.Tiles(&turn.Move, nil))
	kept := len(turn.Before.Rack(turn.Player)) - placed
	if kept <= 0 {
		return none, nil
	}
	inf := Inference{Seat: turn.Player, Move: last}
	sc, err := turn.Before.Score(turn.Move)
	if err != nil {
		return none, fmt.Errorf("wordgame/sim: Infer: the last move, %v, does not replay: %w", last, err)
	}
	rd := reader{turn: turn, score: sc.Total, table: eq.LeavesFor(s.Rules()), margin: opts.Margin, known: make([]string, s.Players())}
	rng := rand.New(rand.NewPCG(opts.Seed, 0x696e666572)) // "infer"
	for range opts.Samples {
		if err := ctx.Err(); err != nil {
			return none, fmt.Errorf("wordgame/sim: Infer stopped: %w", err)
		}
		leave, err := drawLeave(s, viewer, turn.Player, kept, rng)
		if err != nil {
			return none, err
		}
		ok, err := rd.explains(ctx, leave, rng.Uint64())
		if err != nil {
			return none, err
		}
		inf.Tried++
		if ok {
			inf.Leaves = append(inf.Leaves, leave)
		}
	}
	return inf, nil
}

// A reader tries leaves on one turn.
type reader struct {
	turn   wordgame.Turn
	score  int // the placement's points
	table  *leaves.Table
	margin float64
	known  []string // DeterminizeKnowing's, reused
}

// explains reports whether the turn's placement, played from the placed
// tiles and leave, is within the margin of the best move by equity; the
// other racks and the bag are dealt from seed (they do not change the
// equity of the mover's moves while the bag holds tiles).
func (rd *reader) explains(ctx context.Context, leave string, seed uint64) (bool, error) {
	p := rd.turn.Player
	rd.known[p] = rd.turn.Rack + leave
	b, err := rd.turn.Before.DeterminizeKnowing(tilekit.Onlooker, seed, rd.known)
	if err != nil {
		return false, fmt.Errorf("wordgame/sim: Infer: %w", err)
	}
	top, err := eq.Moves(b, 1, rd.table, kernel.Budget{Ctx: ctx, Steps: wordgame.MoveBudget})
	if err != nil || len(top) == 0 {
		return false, err
	}
	pos := eq.K.Position(b)
	played := eq.New(b, &pos, rd.table).Placement(&kernel.Scored[wordgame.Move]{Move: rd.turn.Move, Score: rd.score}).Equity
	return played >= top[0].Equity-rd.margin, nil
}

// lastTurn returns the last turn of s's game as viewer may know it: the
// history masked for viewer (Determinize from seed), replayed.
func lastTurn(s wordgame.State, viewer int, seed uint64) (wordgame.Turn, error) {
	masked, err := s.Determinize(viewer, seed)
	if err != nil {
		return wordgame.Turn{}, err
	}
	var last wordgame.Turn
	for t, err := range masked.Turns() {
		if err != nil {
			return wordgame.Turn{}, fmt.Errorf("wordgame/sim: Infer needs the position before the last move: %w", err)
		}
		last = t
	}
	return last, nil
}

// drawLeave draws n of the tiles viewer cannot see in s, at random, in
// RackLetters' notation: a random n of seat's rack in a deal of s for
// viewer, which is a random n of the unseen tiles.
func drawLeave(s wordgame.State, viewer, seat, n int, rng *rand.Rand) (string, error) {
	d, err := s.Determinize(viewer, rng.Uint64())
	if err != nil {
		return "", err
	}
	tiles := splitTiles(d.RackLetters(seat))
	if len(tiles) < n {
		return "", fmt.Errorf("wordgame/sim: Infer: the last mover holds %d tiles, fewer than the %d it kept", len(tiles), n)
	}
	rng.Shuffle(len(tiles), func(i, j int) { tiles[i], tiles[j] = tiles[j], tiles[i] })
	kept := tiles[:n]
	blank := func(t string) int { // rack order: the blank last
		if t == "?" {
			return 1
		}
		return 0
	}
	slices.SortFunc(kept, func(a, b string) int { return cmp.Or(cmp.Compare(blank(a), blank(b)), cmp.Compare(a, b)) })
	return strings.Join(kept, ""), nil
}

// splitTiles splits a rack in RackLetters' notation into its tiles: one
// character each, or a bracketed tile such as "[RR]".
func splitTiles(rack string) []string {
	var out []string
	for i := 0; i < len(rack); {
		_, size := utf8.DecodeRuneInString(rack[i:])
		j := i + size
		if rack[i] == '[' {
			for j < len(rack) && rack[j-1] != ']' {
				j++
			}
		}
		out = append(out, rack[i:j])
		i = j
	}
	return out
}
