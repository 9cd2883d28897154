// Package gcg reads and writes crossword game records in the GCG format,
// as plain data: a Record holds the players, a few well-known facts and
// every event line, and is not tied to a board (package wordgame replays
// a Record on one, wordgame.ReplayGCG and wordgame.Replay, and builds one
// from a game, wordgame.NewRecord).
//
// A GCG file is line-oriented text. Lines starting with '#' are pragmata
// (#player1 nick Full Name, #title, #description, #id, #lexicon, #note,
// #rack1, and whatever else a program chose to write); lines starting with
// '>' are events, one per turn or score adjustment:
//
//	>nick: RACK 8H WORD +score cumulative     a placement (H8 = down)
//	>nick: RACK - +0 cumulative               a pass
//	>nick: RACK -ABC +0 cumulative            an exchange (or -3: a count)
//	>nick: RACK -- -score cumulative          the previous play withdrawn
//	>nick: RACK (challenge) +5 cumulative     a challenge bonus
//	>nick: (RACK) +score cumulative           rack points for going out
//	>nick: RACK (RACK) -score cumulative      own rack lost at the end
//	>nick: RACK (time) -score cumulative      a time penalty
//
// The rack is optional on every event line. The keywords "(challenge)"
// and "(time)" may be written in any case but all capitals, which is a
// rack: "(TIME)" is the rack T, I, M, E left at the end. Tiles are
// written as the reference engines write them in any language: a letter
// (A, Ñ, Ł), a letter of several characters in brackets ([CH], [L·L]),
// '?' for a blank in a rack or an exchange, and in a placed word a
// lower-case letter ([ch], ñ) for a blank standing for that letter. This
// package checks the shape of tiles, not their alphabet: the game
// replaying a record reads them in its own (the #tile-distribution pragma
// names the reference engines' letter distribution, "spanish", and
// #tk.rules tilekit's rules). Any other non-blank line continues the
// pragma or note above it. Files are ISO 8859-1 unless their first line
// is "#character-encoding UTF-8"; a file without that line that is valid
// UTF-8 is read as UTF-8, since many programs write it.
package gcg

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit"
)

// ErrSyntax is the kind of problem of a line that is not GCG, or of a
// record that cannot be written as GCG: tilekit.ErrSyntax, which
// wordgame.ErrSyntax also is.
var ErrSyntax = tilekit.ErrSyntax

// Limits of the records read and written: the most players, and the
// longest word or exchange (the longest line of a crossword board).
const (
	maxPlayers = 4
	maxLine    = 21
)

// An Error reports a problem with a game record: the 1-based line it is
// on (0 when the record was built in memory or the problem is not on one
// line), the kind of problem in Err (ErrSyntax; a replay also reports
// wordgame.ErrGCGMismatch or the error a move was rejected with, such as
// a *wordgame.MoveError), and a detail.
type Error struct {
	Line   int
	Err    error
	Detail string
}

// Error reads like "wordgame: gcg line 12: cesar's total is 318 after
// this line, the record says 320".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString("wordgame: gcg")
	if e.Line > 0 {
		fmt.Fprintf(&b, " line %d", e.Line)
	}
	b.WriteString(": ")
	switch {
	case e.Detail != "":
		b.WriteString(e.Detail)
	case e.Err != nil:
		b.WriteString(strings.TrimPrefix(e.Err.Error(), "wordgame: "))
	default:
		b.WriteString("error")
	}
	return b.String()
}

// Unwrap returns the kind of problem.
func (e *Error) Unwrap() error { return e.Err }

func syntaxErr(line int, format string, args ...any) error {
	return &Error{Line: line, Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
}

// A Record is a game record as a GCG file holds it: who played, a few
// well-known facts about the game, and every event in order. Read fills
// one from text, wordgame.NewRecord from a game; Write writes one;
// wordgame.Replay plays it on a board and checks every score it states.
//
// A Record is plain data: it is not tied to a board, so it can hold plays
// that turn out illegal when replayed.
type Record struct {
	// Players in the order of their #playerN pragmata (#player1 first).
	// A record without such pragmata gets its players from the events,
	// in the order their nicknames first appear. GCG names two players;
	// this package also reads and writes #player3 and #player4, for
	// games of three or four.
	Players []Player

	Title       string // #title
	Description string // #description
	Lexicon     string // #lexicon: the word list the game was played with
	IDAuthority string // #id: who issued ID ("io.woogles", ...)
	ID          string // #id: the game's identifier

	// Racks holds the last known racks (#rack1, #rack2, ...): Racks[i]
	// belongs to Players[i], "" where unknown; nil when the record gives
	// none. A running game's record uses them for the racks in hand.
	Racks []string

	// Pragmas holds every other pragma line, including notes written
	// before the first event, in file order.
	Pragmas []Pragma

	// Events holds the event lines in order.
	Events []Event
}

// A Player is one player of a record: the nickname that event lines
// use (one word, no spaces) and the full name.
type Player struct {
	Nick string
	Name string
}

// A Pragma is a '#' line a Record has no field for, kept so that writing
// the record gives it back: "#tile-set english" has Name "tile-set" and
// Value "english". At is the number of events before it in the file.
type Pragma struct {
	Name  string
	Value string
	At    int
}

// An EventKind says what an event line records.
type EventKind uint8

// The kinds of event. They start at 1 so the zero Event is invalid.
const (
	EventPlace          EventKind = iota + 1 // tiles placed: Position, Word
	EventPass                                // a pass: "-"
	EventExchange                            // tiles exchanged: Exchanged, Count
	EventWithdrawn                           // "--": the player's previous play taken back after a challenge
	EventChallengeBonus                      // "(challenge)": points for a play challenged in vain
	EventEndRack                             // "(RACK)": rack points when the game ends
	EventTimePenalty                         // "(time)": points lost on the clock
)

var eventKindNames = [...]string{"", "place", "pass", "exchange", "withdrawn", "challenge", "end-rack", "time"}

// String returns the kind's name: "place", "pass", "exchange",
// "withdrawn", "challenge", "end-rack" or "time".
func (k EventKind) String() string {
	if int(k) < len(eventKindNames) && k != 0 {
		return eventKindNames[k]
	}
	return "EventKind(" + strconv.Itoa(int(k)) + ")"
}

// An Event is one event line of a record.
type Event struct {
	// Line is the 1-based line the event was read from; 0 for events
	// built in memory.
	Line int

	Kind   EventKind
	Player int // index into Record.Players

	// Rack is the player's rack as written, in upper case with '?' for a
	// blank and letters of several characters in brackets ("A[CH]E?");
	// "" when the record does not give it. Records often give only the
	// tiles that were played.
	Rack string

	// Position and Word describe a placement: "8H" (row first: across) or
	// "H8" (column first: down), and the tiles from the first square to
	// the last, '.' for a tile already on the board, a lower-case letter
	// for a blank and brackets around a letter of several characters
	// ("[CH]E", "[ch]E"). Tiles written in parentheses in the file are
	// tiles already on the board; they are kept as tiles.
	Position string
	Word     string

	// Exchanged holds the tiles given back in an exchange, written as a
	// rack is, or "" when the record gives only how many; Count is that
	// number of tiles ("[CH]?" is 2).
	Exchanged string
	Count     int

	// EndRack holds the tiles an end-of-game rack line counts, as written
	// between its parentheses.
	EndRack string

	// Score is the points the event earns, negative for a withdrawn play,
	// a rack lost at the end or a time penalty; Cumulative is the
	// player's total after it.
	Score      int
	Cumulative int

	// Note is the text of the #note lines after the event, joined with
	// newlines.
	Note string
}

// isSpace reports whether r separates GCG fields. Only ASCII white space
// counts, so that names in any script survive a round trip unchanged.
func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\v' || r == '\f' }

// trimSpace removes ASCII white space around s.
func trimSpace(s string) string { return strings.Trim(s, " \t\v\f\r\n") }

// fields splits s around runs of ASCII white space.
func fields(s string) []string { return strings.FieldsFunc(s, isSpaceOrBreak) }

// isSpaceOrBreak reports whether r is ASCII white space or a line break.
func isSpaceOrBreak(r rune) bool { return isSpace(r) || r == '\n' || r == '\r' }

// TileDistributionPragma is the pragma the reference engines use to name
// a game's letter distribution ("#tile-distribution spanish"), and so the
// alphabet its tiles are in. wordgame writes it for a game in any
// alphabet but English, whose records stay as they were.
const TileDistributionPragma = "tile-distribution"

// RulesPragma is the GCG pragma that names a record's rules: "#tk.rules
// classic", "#tk.rules default" or every knob, as the tk.rules opcode of
// a CGP position gives them.
const RulesPragma = "tk.rules"
