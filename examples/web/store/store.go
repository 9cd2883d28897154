// Package store keeps the web server's games where a restart cannot lose
// them.
//
// A [Record] is everything a table needs to carry on: the game's own text
// (tilekit.Game.MarshalText, which tilekit.Decode reads back), the seats
// with their links, keys and bot levels, the move log the pages show and
// the deadline of a running clock. The server saves a table's Record after
// every change and before it answers, so what a player has seen accepted
// is on disk.
//
// # Versions: one writer per game
//
// Every Record carries a Version that counts its changes. [Store.Save]
// is a compare-and-swap: it writes r only when the stored record's
// Version is r.Version-1 (or, for Version 0, when there is none), and
// otherwise returns [ErrConflict] and changes nothing. A table saves one
// change at a time, so within one process this never fails; it is what
// lets a second back end serve several processes: a process that lost a
// race for a game gets ErrConflict, reloads the game and answers with it,
// and never overwrites a move that another process acknowledged. Saves
// of different games never wait for each other.
//
// # Size
//
// A record's JSON encoding holds at most [MaxRecord] bytes. Save refuses
// a larger one with [ErrTooLarge] before anything is written, and Load
// refuses to read one, so a game can never be acknowledged in a state
// that would not read back. The table turns ErrTooLarge into a refusal of
// the move that would have passed the cap.
//
// # Summaries
//
// [Store.List] returns a [Summary] of each game (who sits where, whether
// it is over, when it was last touched) without reading the games
// themselves, so that a server can start, count each address's unfinished
// games, list a browser's games and delete old ones while reading only a
// few hundred bytes a game.
//
// [Dir], the default, needs no set-up: one file per game (see its doc for
// the format and how a crash is survived). [Memory] keeps games for one
// run. Both serve one process.
//
// # Several processes
//
// A store that several server processes use at once (package
// examples/web/store/pgstore, on PostgreSQL) implements [Shared] beside
// Store: its Save is the same compare-and-swap, done by the database in
// one statement, and it also tells every process of every save (Watch),
// saves a new game only within its owner's limits, counting the owner's
// games and saving as one step (Deal), answers the question the server
// would otherwise ask its own memory (Seated), and hands each game's bots
// and clock to one process at a time (Drive, Release, Orphans).
package store

import (
	"context"
	"errors"
	"slices"
	"time"

	"github.com/tilekit/tilekit"
)

// MaxRecord bounds the JSON encoding of a Record: 4 MiB. A Wordoku
// arrangement adds about 230 bytes to its record, so this holds some
// 18,000 moves, far more than a game's rounds allow a seat (the server
// caps a seat's moves in one timed round); a crossword game's record is
// tens of kilobytes.
const MaxRecord = 4 << 20

// A Record is one saved game and its table.
type Record struct {
	// ID names the game in URLs: lower-case hex, unguessable.
	ID string `json:"id"`
	// Kind is the registered kind's name ("wordle").
	Kind string `json:"kind"`
	// Preset is the rules the game was dealt with.
	Preset string `json:"preset"`
	// Game is the game's MarshalText: its exact, complete state.
	Game string `json:"game"`
	// Seats are the chairs, in seat order.
	Seats []Seat `json:"seats"`
	// Host is the seat of the person who dealt the game: the one who
	// may issue new links.
	Host int `json:"host"`
	// Watch is the token of the table's spectator link.
	Watch string `json:"watch"`
	// Log is every move as each seat may know it, with its points.
	Log []Entry `json:"log"`
	// Version counts the changes since the deal (moves, claims,
	// resignations, new links).
	Version int `json:"version"`
	// ClockMoved is the Version the table's clock last made (0: never):
	// a move made on an earlier version is stale for every seat.
	ClockMoved int `json:"clockMoved,omitempty"`
	// Period and Deadline are the clock's running period (Game.Clock's
	// key) and when it runs out; a zero Deadline means no clock runs.
	Period   string    `json:"period,omitempty"`
	Deadline time.Time `json:"deadline,omitzero"`
	// Over reports a game that ended, by its rules or abandoned, and
	// Ended when; ToMove is the seats to move (none once over).
	Over  bool      `json:"over,omitempty"`
	Ended time.Time `json:"ended,omitzero"`
	// Abandoned reports a game that the table ended before its rules
	// did, and Reason says why (its people resigned, its record is
	// full).
	Abandoned bool   `json:"abandoned,omitempty"`
	Reason    string `json:"reason,omitempty"`
	ToMove    []int  `json:"toMove,omitempty"`
	// Owner is who created the game (the client's address), for the
	// server's per-address limits.
	Owner string `json:"owner,omitempty"`
	// Created and Touched are when the game was dealt and when a player
	// last did anything at the table.
	Created time.Time `json:"created"`
	Touched time.Time `json:"touched"`
}

// A Seat is one chair at a table.
type Seat struct {
	Name string `json:"name"`
	// Bot reports a computer player, which plays at Level.
	Bot   bool          `json:"bot"`
	Level tilekit.Level `json:"level"`
	// Link is the secret of a person's seat link: it claims the seat
	// once. Key is the secret of the browser that claimed it (empty
	// while nobody has), and Device the hash of that browser's device
	// cookie.
	Link   string `json:"link,omitempty"`
	Key    string `json:"key,omitempty"`
	Device string `json:"device,omitempty"`
	// Token is the seat token of a record saved before seats were
	// claimed: Load makes it the seat's Link and Key.
	Token string `json:"token,omitempty"`
	// Resigned reports a person who left; a bot plays on for them.
	Resigned bool `json:"resigned,omitempty"`
	// Moved is the Version the seat's last move made (0: none yet).
	Moved int `json:"moved,omitempty"`
	// Period and PeriodMoves count the seat's moves in the clock's
	// current period, for the cap on moves a round.
	Period      string `json:"period,omitempty"`
	PeriodMoves int    `json:"periodMoves,omitempty"`
}

// Person reports a seat a person holds (not a bot, not resigned).
func (s Seat) Person() bool { return !s.Bot && !s.Resigned }

// An Entry is one move of the log.
type Entry struct {
	// Seat is who moved; tilekit.Onlooker for the table's clock.
	Seat int `json:"seat"`
	// Texts is the move as each seat may know it (Game.LastMoveFor),
	// indexed by seat, with the onlooker's text last.
	Texts []string `json:"texts"`
	// Delta is each seat's change of score (Outcome.Scores) by the move.
	Delta []int `json:"delta"`
	// Version is the record's Version that the move made (0 in records
	// saved before moves noted it); the moves of one clock step share it.
	Version int `json:"version,omitempty"`
}

// upgrade moves what an older server saved into today's fields.
func (r *Record) upgrade() {
	for i := range r.Seats {
		s := &r.Seats[i]
		if s.Token != "" && s.Link == "" && s.Key == "" {
			s.Link, s.Key = s.Token, s.Token
		}
		s.Token = ""
	}
}

// A Summary is what a server needs to know of a game without reading
// it: its limits, its retention and a browser's list of games.
type Summary struct {
	ID        string        `json:"id"`
	Kind      string        `json:"kind"`
	Preset    string        `json:"preset"`
	Version   int           `json:"version"`
	Over      bool          `json:"over,omitempty"`
	Abandoned bool          `json:"abandoned,omitempty"`
	ToMove    []int         `json:"toMove,omitempty"`
	Seats     []SeatSummary `json:"seats"`
	Owner     string        `json:"owner,omitempty"`
	Touched   time.Time     `json:"touched"`
	Ended     time.Time     `json:"ended,omitzero"`
}

// A SeatSummary is a seat without its secrets (Device is a hash).
type SeatSummary struct {
	Name     string `json:"name"`
	Bot      bool   `json:"bot,omitempty"`
	Device   string `json:"device,omitempty"`
	Resigned bool   `json:"resigned,omitempty"`
}

// Summary returns r's summary.
func (r Record) Summary() Summary {
	s := Summary{
		ID: r.ID, Kind: r.Kind, Preset: r.Preset, Version: r.Version, Over: r.Over, Abandoned: r.Abandoned,
		ToMove: slices.Clone(r.ToMove), Owner: r.Owner, Touched: r.Touched, Ended: r.Ended,
		Seats: make([]SeatSummary, len(r.Seats)),
	}
	for i, st := range r.Seats {
		s.Seats[i] = SeatSummary{Name: st.Name, Bot: st.Bot, Device: st.Device, Resigned: st.Resigned}
	}
	return s
}

// Bots counts the seats bots play.
func (s Summary) Bots() int {
	n := 0
	for _, st := range s.Seats {
		if st.Bot {
			n++
		}
	}
	return n
}

// ErrNotFound: no record with that ID.
var ErrNotFound = errors.New("store: no such game")

// ErrConflict: a Save whose Version does not follow the stored one:
// another writer saved the game first.
var ErrConflict = errors.New("store: the game changed elsewhere")

// ErrTooLarge: a Save of a record whose encoding is over MaxRecord.
var ErrTooLarge = errors.New("store: the record is over its size cap")

// Store keeps Records. Save must make the record durable before it
// returns (the server answers a move only after Save succeeds), must
// refuse a record over MaxRecord with ErrTooLarge and a Version that does
// not follow the stored one with ErrConflict, changing nothing. All
// methods are safe for concurrent use, and a Save of one game never waits
// for the Save of another.
type Store interface {
	Save(r Record) error
	Load(id string) (Record, error)
	Delete(id string) error
	// List returns a summary of every record, in no particular order.
	List() ([]Summary, error)
}

// Duty reports whether the table of r has something to do by itself: a
// running clock, or a bot among the seats to move.
func (r Record) Duty() bool {
	if r.Over || r.Abandoned {
		return false
	}
	if !r.Deadline.IsZero() {
		return true
	}
	for _, p := range r.ToMove {
		if p >= 0 && p < len(r.Seats) && r.Seats[p].Bot {
			return true
		}
	}
	return false
}

// Shared is a Store that several server processes use at once. Each
// process keeps its own tables in memory; Shared is what keeps them one
// game:
//
//   - Save is the compare-and-swap of Store, made by the store itself, so
//     that of two processes saving the same version of a game one wins
//     and the other gets ErrConflict, reloads and answers with the game
//     as the winner left it.
//   - Watch tells a process of every save, by any process, so that its
//     tables reload and its event streams hear of moves made elsewhere.
//   - Seated answers from the store what a single process answers from
//     its memory: "your games".
//   - Deal saves a new game only when its owner's unfinished games admit
//     one more, counting them and inserting it as one step for that
//     owner, so that two processes dealing for one address at the same
//     moment cannot both pass its limit.
//   - Drive, Release and Orphans give each game's bots and clock to one
//     process at a time (a lease that ends with the process that held
//     it), so that a bot's move or a clock's expiry is done once, and
//     taken over when that process ends.
type Shared interface {
	Store
	// Seated returns the summaries of the games where a seat's Device
	// is device.
	Seated(device string) ([]Summary, error)
	// Deal saves r, a new game (Version 0), as Save does, after calling
	// admit with the summaries of the unfinished games r.Owner has: when
	// admit returns an error, nothing is saved and Deal returns it. The
	// count and the save are one step for the owner: no other Deal for
	// the same owner, by any process, runs between them.
	Deal(r Record, admit func(owned []Summary) error) error
	// Watch calls changed with the game and version of every save, by
	// any process, until ctx ends; changed("", 0) says that saves may
	// have been missed (at the start, and after a lost connection), so
	// that every game should be read again. It returns ctx's error.
	Watch(ctx context.Context, changed func(id string, version int)) error
	// Drive reports whether this process holds the lease of game id's
	// bots and clock, taking it when no process holds it. The lease
	// ends with Release, or when the process ends.
	Drive(id string) bool
	// Release gives up the lease of id, if this process holds it.
	Release(id string)
	// Orphans returns up to limit games that have a duty (Record.Duty)
	// and whose lease no process holds: those of a process that ended.
	Orphans(limit int) ([]string, error)
}
