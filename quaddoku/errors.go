package quaddoku

import "errors"

// Sentinel errors. A rejected move comes back as a *MoveError whose Err is
// one of these, so callers test the kind with errors.Is and show the
// message to players.
var (
	// ErrSyntax: a move, grid or state text cannot be read.
	ErrSyntax = errors.New("syntax error")
	// ErrNotEdge: a placement names a cell off the grid or in its centre.
	ErrNotEdge = errors.New("not an edge cell")
	// ErrSameCell: a move puts two tiles on one cell.
	ErrSameCell = errors.New("two tiles on one cell")
	// ErrBadTile: a placement's tile is not a plain letter tile worth
	// 0–MaxValue.
	ErrBadTile = errors.New("not a letter tile")
	// ErrNotInPile: the drawpile does not hold the tiles a move uses.
	ErrNotInPile = errors.New("not in the drawpile")
	// ErrSameValue: a tile goes onto the same letter at the same value.
	ErrSameValue = errors.New("same letter at the same value")
	// ErrNotAWord: after the move a side does not spell a word.
	ErrNotAWord = errors.New("not a word")
	// ErrNoNewWord: the move changes no letter, so it forms no new word
	// (allowed only with Rules.AllowValueOnly).
	ErrNoNewWord = errors.New("no new word")
	// ErrGameOver: the game has ended; no move is accepted.
	ErrGameOver = errors.New("game over")
	// ErrBadRules: Rules.Validate found a problem.
	ErrBadRules = errors.New("invalid rules")
	// ErrBadSetup: New was given an impossible setup (player count, names,
	// start words), or a move was applied to the zero State.
	ErrBadSetup = errors.New("invalid setup")
	// ErrDetached: the state was decoded from text and its custom
	// dictionary has not been re-attached with State.Attach.
	ErrDetached = errors.New("custom dictionary not attached")
	// ErrNoMove: BestMove found no legal move (only a pass is possible).
	ErrNoMove = errors.New("no legal move")
)

// A MoveError reports a rejected move: the move, the rule it broke (Err,
// one of the sentinels above) and a detail for people.
type MoveError struct {
	Move   Move
	Err    error
	Detail string
}

// Error reads like `quaddoku: 02=X3: "BEXT" is not a word`.
func (e *MoveError) Error() string {
	if e == nil {
		return "quaddoku: <nil MoveError>"
	}
	d := e.Detail
	if d == "" && e.Err != nil {
		d = e.Err.Error()
	}
	return "quaddoku: " + e.Move.String() + ": " + d
}

// Unwrap returns Err, so errors.Is and errors.As see the rule.
func (e *MoveError) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}
