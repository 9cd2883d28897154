// Package store keeps the web server's games where a restart cannot lose
// them.
//
// A [Record] is everything a table needs to carry on: the game's own text
// (tilekit.Game.MarshalText, which tilekit.Decode reads back), the seats
// with their tokens and bot levels, the move log the pages show and the
// deadline of a running clock. The server saves a table's Record after
// every accepted move and before it answers, so what a player has seen
// accepted is on disk.
//
// [Dir], the default, needs no set-up: one JSON file per game in a
// directory, each save written to a temporary file, fsynced, renamed over
// the old file, and the directory fsynced, so a crash at any point leaves
// either the old record or the new one, never a torn one.
//
// # Other back ends, and several processes
//
// A deployment that outgrows one machine backs the same interface with a
// database: Save is an upsert of one row keyed by ID (the game text in a
// text column, the rest as JSON or columns) committed before Save
// returns; Load is a select by ID; List selects the IDs; Delete deletes
// the row. With a database behind Store, several server processes can run
// behind a load balancer as long as each game is owned by one process at
// a time, because a table's goroutine assumes it is the only writer:
// route requests by game ID (consistent hashing on the ID in the path,
// or a sticky cookie set when the game is created), or give each row a
// version column and make Save a compare-and-swap
// (UPDATE ... WHERE id = ? AND version = ?) so that a process that lost
// ownership gets [ErrConflict] and reloads the game instead of
// overwriting a newer move. Server-sent events then need a broadcast
// between processes (the database's LISTEN/NOTIFY or a message bus) only
// if one game's players can land on different processes.
package store

import (
	"errors"
	"time"

	"github.com/tilekit/tilekit"
)

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
	// Watch is the token of the table's spectator link.
	Watch string `json:"watch"`
	// Log is every move as each seat may know it, with its points.
	Log []Entry `json:"log"`
	// Version counts the changes since the deal.
	Version int `json:"version"`
	// Period and Deadline are the clock's running period (Game.Clock's
	// key) and when it runs out; a zero Deadline means no clock runs.
	Period   string    `json:"period,omitempty"`
	Deadline time.Time `json:"deadline,omitzero"`
	// Owner is who created the game (the client's address), for the
	// server's per-client limits.
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
	// Token is the seat's secret; empty for a bot.
	Token string `json:"token,omitempty"`
}

// An Entry is one move of the log.
type Entry struct {
	// Seat is who moved; tilekit.Onlooker for the table's clock.
	Seat int `json:"seat"`
	// Texts is the move as each seat may know it (Game.LastMoveFor),
	// indexed by seat, with the onlooker's text last.
	Texts []string `json:"texts"`
	// Delta is each seat's change of score (Outcome.Scores) by the move.
	Delta []int `json:"delta"`
}

// ErrNotFound: no record with that ID.
var ErrNotFound = errors.New("store: no such game")

// ErrConflict: a Save that another writer overtook (for back ends that
// check versions; Dir never returns it).
var ErrConflict = errors.New("store: the game changed elsewhere")

// Store keeps Records. Save must make the record durable before it
// returns: the server answers a move only after Save succeeds. All
// methods are safe for concurrent use.
type Store interface {
	Save(r Record) error
	Load(id string) (Record, error)
	Delete(id string) error
	// List returns the IDs of every record, in no particular order.
	List() ([]string, error)
}
