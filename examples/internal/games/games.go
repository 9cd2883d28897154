// Package games adapts each tilekit game to the example programs (the
// terminal player and the web front end), using only the packages' public
// API: how to deal a game from a rules preset, choose a bot's move, offer
// hints, preview a move's score, and describe the result. Each game is one
// [Kind]; the programs hold the game itself as a tilekit.Game.
//
// Seat 0 is the first player; a program decides which seats are people
// and which are bots.
package games

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

// A Kind is one game as the example programs see it.
type Kind struct {
	Name  string // the package name: "wordle", "wordgame", ...
	Title string // for people: "Wordle, the party game"
	About string // one line
	Help  string // the move notation, with examples, for people

	// Presets names the rules presets New accepts; the first is the
	// default, used for "".
	Presets []string
	// MinPlayers and MaxPlayers bound the seats.
	MinPlayers, MaxPlayers int

	// New deals a game under a preset for the named players (len(names)
	// seats) from seed.
	New func(preset string, names []string, seed uint64) (tilekit.Game, error)
	// Load reads a game that Save wrote; name is the file's name (a
	// crossword game reads a .gcg name as a GCG record).
	Load func(name string, data []byte) (tilekit.Game, error)
	// Save encodes g for Load.
	Save func(name string, g tilekit.Game) ([]byte, error)

	// Expand turns what a person typed into the game's notation (adding
	// their seat, say); nil leaves the text as it is.
	Expand func(g tilekit.Game, seat int, text string) string
	// Mover names the seat a move (in notation) is for, in games whose
	// moves carry their player; ok is false when the move does not say
	// (a turn-based game's move is for the seat to move).
	Mover func(g tilekit.Game, move string) (seat int, ok bool)
	// Announce describes the move just played (the last of g's history)
	// as viewer may know it: a game with hidden moves (a Wordle secret)
	// must not show their text to everyone. Nil shows the move's text.
	Announce func(g tilekit.Game, viewer int) string
	// Bot chooses the move of a bot seat that may move now.
	Bot func(g tilekit.Game, seat int) (string, error)
	// Hints suggests up to n moves for seat, best first.
	Hints func(g tilekit.Game, seat int, n int) ([]Hint, error)
	// Preview says what move would earn, without playing it.
	Preview func(g tilekit.Game, seat int, move string) (Preview, error)
	// Idle is the move a program applies itself when nobody may move but
	// the game goes on (a round everyone finished); "" when there is none.
	Idle func(g tilekit.Game) string
	// Timeout is the move a program applies when the clock of seat's
	// timed period runs out (a row's time, a round's); "" for none.
	Timeout func(g tilekit.Game, seat int) string
	// Clock gives the current timed period's length (0: untimed) and a key
	// that changes when a new period begins.
	Clock func(g tilekit.Game) (key string, length time.Duration)
	// Result describes a finished game in a few lines.
	Result func(g tilekit.Game) string

	// Warm builds what the game's bots need ahead of their first move (a
	// solver's tables); nil when there is nothing to build.
	Warm func()

	// Errors names the game's sentinel errors, for Rule.
	Errors map[string]error
	// Detail is the player-facing text of one of the game's errors.
	Detail func(err error) string
}

// A Hint is a suggested move.
type Hint struct {
	Move  string   `json:"move"`
	Score int      `json:"score"`
	Words []string `json:"words"`
	Note  string   `json:"note,omitempty"`
}

// A Preview is what a move would earn.
type Preview struct {
	Total int      `json:"total"`
	Parts []string `json:"parts"` // one line per word or bonus
}

func (p Preview) String() string {
	if len(p.Parts) == 0 {
		return fmt.Sprintf("+%d", p.Total)
	}
	return fmt.Sprintf("+%d (%s)", p.Total, strings.Join(p.Parts, ", "))
}

// Announcement is Announce, or the last move's text when the game has no
// secrets to keep.
func (k *Kind) Announcement(g tilekit.Game, viewer int) string {
	if k.Announce != nil {
		return k.Announce(g, viewer)
	}
	m, _ := g.LastMove()
	return m
}

// Rule names the sentinel error err wraps ("ErrNotAWord"), or "".
func (k *Kind) Rule(err error) string {
	names := make([]string, 0, len(k.Errors))
	for n := range k.Errors {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		if errors.Is(err, k.Errors[n]) {
			return n
		}
	}
	return ""
}

var kinds = map[string]*Kind{}

// Register adds a game (the games of tilekit register themselves).
func Register(k *Kind) { kinds[k.Name] = k }

// ByName returns the game called name.
func ByName(name string) (*Kind, bool) {
	k, ok := kinds[name]
	return k, ok
}

// Names lists the games, sorted.
func Names() []string {
	var out []string
	for n := range kinds {
		out = append(out, n)
	}
	slices.Sort(out)
	return out
}

// DetailOf returns the Detail of the first error of type E in err's chain
// (read by detail), or else err's message without its leading package
// name ("wordgame: ").
func DetailOf[E error](err error, detail func(E) string) string {
	var e E
	if errors.As(err, &e) {
		if s := detail(e); s != "" {
			return s
		}
	}
	msg := err.Error()
	if pkg, rest, ok := strings.Cut(msg, ": "); ok && !strings.ContainsAny(pkg, " \"") {
		return rest
	}
	return msg
}

// BotRound lets every bot seat that may move in g make one move (a bot
// may also wait, in a simultaneous round). isBot says which seats are
// bots; play applies a move for a seat and returns the Game it gives. It
// reports whether any bot moved, and returns the Game after their moves.
func (k *Kind) BotRound(g tilekit.Game, isBot func(seat int) bool, play func(move string, seat int) (tilekit.Game, error)) (tilekit.Game, bool, error) {
	moved := false
	for _, p := range g.ToMove() {
		if !isBot(p) || g.Over() || !slices.Contains(g.ToMove(), p) {
			continue
		}
		m, err := k.Bot(g, p)
		if err != nil {
			return g, moved, fmt.Errorf("bot %s: %v", g.Name(p), err)
		}
		if m == "" {
			continue // waiting
		}
		next, err := play(m, p)
		if err != nil {
			return g, moved, fmt.Errorf("bot %s played %q: %v", g.Name(p), m, err)
		}
		g, moved = next, true
	}
	return g, moved, nil
}
