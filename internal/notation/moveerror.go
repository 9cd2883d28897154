package notation

// MoveErrorText is the message of every game's MoveError, built in one
// place so that all the games' errors read alike:
//
//	game: Player: move: detail
//
// such as `wordgame: Ada: 8H QXZ: "QXZ" is not a word`. Each game keeps
// its own MoveError type (its Move type differs, and errors.As needs the
// concrete type); its Error method fills a MoveErrorText and calls
// String.
type MoveErrorText struct {
	// Game is the package name the message starts with ("wordle").
	Game string
	// Player is the mover's name as State.Name gives it; "" leaves the
	// player out (the zero State, which has no players). String shows it
	// through SafeName: a name CheckName refuses is quoted clipped.
	Player string
	// Move is the move as the game writes it; the caller clips it where a
	// move can be long.
	Move string
	// NoMove leaves the move out, for an error that concerns no move
	// (a move generator's) or a move the game cannot write.
	NoMove bool
	// Detail says what went wrong in words for players; "" falls back to
	// Err's message.
	Detail string
	// Err is the rule broken.
	Err error
}

// String returns the message: Game, then Player unless it is "", then
// Move unless NoMove, then Detail (or Err's message), joined by ": ".
func (t MoveErrorText) String() string {
	d := t.Detail
	if d == "" && t.Err != nil {
		d = t.Err.Error()
	}
	player := SafeName(t.Player)
	n := len(t.Game) + len(player) + len(t.Move) + len(d) + 6
	b := make([]byte, 0, n)
	b = append(b, t.Game...)
	b = append(b, ": "...)
	if player != "" {
		b = append(b, player...)
		b = append(b, ": "...)
	}
	if !t.NoMove {
		b = append(b, t.Move...)
		b = append(b, ": "...)
	}
	b = append(b, d...)
	return string(b)
}

// NilMoveError is the message of a nil *MoveError in game, such as
// "wordle: <nil MoveError>": a game's Error method returns it rather
// than panic.
func NilMoveError(game string) string { return game + ": <nil MoveError>" }
