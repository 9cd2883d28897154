// Package pgstore keeps the web server's games in PostgreSQL, so that
// several server processes serve the same games: a store.Shared.
//
// One table holds the games, a row each: the record's JSON, its summary's
// JSON, and the columns the server asks by (the version, the owner, the
// devices of the seats, whether the game is over or has a duty). Save is
// one statement: an UPDATE of the row whose version is the one before
// (an INSERT for version 0), which in the same transaction calls
// pg_notify with the game and its new version. The row lock serialises
// the saves of one game; a save of a version that is not the next
// changes nothing and returns store.ErrConflict. Deal, the save of a new
// game that its owner's limits admit, counts the owner's unfinished games
// and inserts the new one in one transaction holding an advisory lock of
// that owner. Every process LISTENs on the channel (Watch), so a move
// committed by one reaches the event streams of all.
//
// A game's bots and clock are run by one process at a time, the one that
// holds the game's session-level advisory lock (Drive), on a connection
// of its own: when that process ends, killed or not, the database closes
// its connection and releases its locks, and another process takes them
// (its tables try again now and then, and Orphans lists the games whose
// lock nobody holds).
package pgstore

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tilekit/tilekit/examples/web/store"
)

// channel is the LISTEN/NOTIFY channel of saves.
const channel = "tilekit_games"

// timeout bounds each statement.
const timeout = 10 * time.Second

// schema creates the games' table and its indexes when missing.
const schema = `
CREATE TABLE IF NOT EXISTS tilekit_games (
	id       text PRIMARY KEY,
	lock_key bigint NOT NULL,
	version  integer NOT NULL,
	owner    text NOT NULL,
	over     boolean NOT NULL,
	duty     boolean NOT NULL,
	devices  text[] NOT NULL,
	summary  text NOT NULL,
	record   text NOT NULL
);
CREATE INDEX IF NOT EXISTS tilekit_games_owner ON tilekit_games (owner) WHERE NOT over;
CREATE INDEX IF NOT EXISTS tilekit_games_devices ON tilekit_games USING gin (devices);
CREATE INDEX IF NOT EXISTS tilekit_games_duty ON tilekit_games (id) WHERE duty;
`

// schemaLock is the advisory lock that serialises the creation of the
// schema by processes starting at once.
const schemaLock = 0x74696c656b6974

// Store is a store.Shared on a PostgreSQL database.
type Store struct {
	dsn  string
	pool *pgxpool.Pool
	logf func(format string, args ...any)

	lockMu sync.Mutex
	lock   *pgx.Conn       // the connection that holds the leases
	held   map[string]bool // the leases it holds
}

var _ store.Shared = (*Store)(nil)

// Open connects to the database dsn names (a postgres:// URL or a
// key=value string, as libpq reads them), creates the games' table when
// missing, and returns the store. logf, when set, hears of lost
// connections.
func Open(ctx context.Context, dsn string, logf func(format string, args ...any)) (*Store, error) {
	pool, err := pgxpool.New(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	s := &Store{dsn: dsn, pool: pool, logf: logf, held: map[string]bool{}}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	return s, nil
}

func (s *Store) migrate(ctx context.Context) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("pgstore: %w", err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1)", int64(schemaLock)); err != nil {
		return fmt.Errorf("pgstore: %w", err)
	}
	if _, err := tx.Exec(ctx, schema); err != nil {
		return fmt.Errorf("pgstore: creating the table: %w", err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("pgstore: %w", err)
	}
	return nil
}

// Close releases every lease and closes the connections.
func (s *Store) Close() {
	s.lockMu.Lock()
	if s.lock != nil {
		s.lock.Close(context.Background())
		s.lock = nil
	}
	clear(s.held)
	s.lockMu.Unlock()
	s.pool.Close()
}

func (s *Store) log(format string, args ...any) {
	if s.logf != nil {
		s.logf("pgstore: "+format, args...)
	}
}

// lockKey is the advisory lock of a game: its ID's 64 bits, for the
// server's IDs of 16 hex digits, else a hash of the ID.
func lockKey(id string) int64 {
	if len(id) == 16 {
		if v, err := strconv.ParseUint(id, 16, 64); err == nil {
			return int64(v)
		}
	}
	h := uint64(14695981039346656037)
	for i := 0; i < len(id); i++ {
		h = (h ^ uint64(id[i])) * 1099511628211
	}
	return int64(h)
}

// encode returns r's JSON and its summary's, refusing a record over
// store.MaxRecord.
func encode(r store.Record) (rec, sum []byte, err error) {
	if r.ID == "" || len(r.ID) > 64 {
		return nil, nil, fmt.Errorf("pgstore: bad id %q", clip(r.ID))
	}
	if rec, err = json.Marshal(r); err != nil {
		return nil, nil, err
	}
	if len(rec) > store.MaxRecord {
		return nil, nil, fmt.Errorf("%w: %d bytes, the cap is %d", store.ErrTooLarge, len(rec), store.MaxRecord)
	}
	sum, err = json.Marshal(r.Summary())
	return rec, sum, err
}

// The statements of Save: an UPDATE of the version before, or the INSERT
// of version 0, each with the notification of the save.
const (
	update = `WITH u AS (UPDATE tilekit_games SET version = $3, owner = $4, over = $5, duty = $6, devices = $7, summary = $8, record = $9
		WHERE id = $1 AND lock_key = $2 AND version = $3 - 1 RETURNING id, version)
		SELECT pg_notify('` + channel + `', id || ' ' || version) FROM u`
	insert = `WITH u AS (INSERT INTO tilekit_games (id, lock_key, version, owner, over, duty, devices, summary, record)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING id, version)
		SELECT pg_notify('` + channel + `', id || ' ' || version) FROM u`
)

// saveArgs returns the arguments of update and insert for r.
func saveArgs(r store.Record) ([]any, error) {
	rec, sum, err := encode(r)
	if err != nil {
		return nil, err
	}
	devices := []string{}
	for _, st := range r.Seats {
		if st.Device != "" {
			devices = append(devices, st.Device)
		}
	}
	return []any{r.ID, lockKey(r.ID), r.Version, r.Owner, r.Over, r.Duty(), devices, string(sum), string(rec)}, nil
}

// Save writes r when its Version follows the stored one, and notifies
// every process that listens, in one statement (one transaction).
func (s *Store) Save(r store.Record) error {
	args, err := saveArgs(r)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	q := update
	if r.Version == 0 {
		q = insert
	}
	tag, err := s.pool.Exec(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("pgstore: saving %s: %w", r.ID, err)
	}
	if tag.RowsAffected() != 1 {
		return fmt.Errorf("%w: saving version %d of %s", store.ErrConflict, r.Version, r.ID)
	}
	return nil
}

// ownerLocks is the first key of the advisory locks that serialise the
// deals of one owner. They take the form of two 32-bit keys, which
// PostgreSQL keeps apart from the one 64-bit key of the games' leases.
const ownerLocks = 0x746b6f77

// ownerKey is the second key of owner's deals' lock: a 32-bit hash of
// the owner (two owners that share one only wait for each other).
func ownerKey(owner string) int32 {
	h := uint32(2166136261)
	for i := 0; i < len(owner); i++ {
		h = (h ^ uint32(owner[i])) * 16777619
	}
	return int32(h)
}

// Deal saves r, a new game, when admit accepts the unfinished games of
// its owner: in one transaction that holds the owner's advisory lock
// (pg_advisory_xact_lock) from before the count until the insert is
// committed, so that the deals of one owner, by any process, count and
// insert one after the other.
func (s *Store) Deal(r store.Record, admit func(owned []store.Summary) error) error {
	if r.Version != 0 {
		return fmt.Errorf("pgstore: dealing version %d of %s: a new game is version 0", r.Version, clip(r.ID))
	}
	args, err := saveArgs(r)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("pgstore: dealing %s: %w", r.ID, err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1, $2)", int32(ownerLocks), ownerKey(r.Owner)); err != nil {
		return fmt.Errorf("pgstore: dealing %s: %w", r.ID, err)
	}
	owned, err := s.summaries(ctx, tx, ownedQuery, r.Owner)
	if err != nil {
		return err
	}
	if err := admit(owned); err != nil {
		return err
	}
	tag, err := tx.Exec(ctx, insert, args...)
	if err != nil {
		return fmt.Errorf("pgstore: dealing %s: %w", r.ID, err)
	}
	if tag.RowsAffected() != 1 {
		return fmt.Errorf("%w: dealing %s", store.ErrConflict, r.ID)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("pgstore: dealing %s: %w", r.ID, err)
	}
	return nil
}

// Load reads the record of id.
func (s *Store) Load(id string) (store.Record, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	var text string
	err := s.pool.QueryRow(ctx, "SELECT record FROM tilekit_games WHERE id = $1", id).Scan(&text)
	if errors.Is(err, pgx.ErrNoRows) {
		return store.Record{}, store.ErrNotFound
	}
	if err != nil {
		return store.Record{}, fmt.Errorf("pgstore: loading %s: %w", clip(id), err)
	}
	if len(text) > store.MaxRecord {
		return store.Record{}, fmt.Errorf("pgstore: %s: %w", id, store.ErrTooLarge)
	}
	var r store.Record
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return store.Record{}, fmt.Errorf("pgstore: %s: %v", id, err)
	}
	if r.ID != id {
		return store.Record{}, fmt.Errorf("pgstore: %s holds game %q", id, clip(r.ID))
	}
	return r, nil
}

// Delete removes the record of id; a missing record is no error.
func (s *Store) Delete(id string) error {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if _, err := s.pool.Exec(ctx, "DELETE FROM tilekit_games WHERE id = $1", id); err != nil {
		return fmt.Errorf("pgstore: deleting %s: %w", clip(id), err)
	}
	return nil
}

// querier runs a query: the pool, or a transaction.
type querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// summaries runs q, a query of the summary column, on db.
func (s *Store) summaries(ctx context.Context, db querier, q string, args ...any) ([]store.Summary, error) {
	rows, err := db.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	texts, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	out := make([]store.Summary, 0, len(texts))
	for _, t := range texts {
		var sum store.Summary
		if err := json.Unmarshal([]byte(t), &sum); err != nil {
			s.log("a damaged summary: %v", err)
			continue
		}
		out = append(out, sum)
	}
	return out, nil
}

// query runs q, a query of the summary column, within the timeout.
func (s *Store) query(q string, args ...any) ([]store.Summary, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	return s.summaries(ctx, s.pool, q, args...)
}

// List returns the summary of every game.
func (s *Store) List() ([]store.Summary, error) {
	return s.query("SELECT summary FROM tilekit_games")
}

// ownedQuery selects the summaries of an owner's unfinished games.
const ownedQuery = "SELECT summary FROM tilekit_games WHERE owner = $1 AND NOT over"

// Owned returns the summaries of owner's unfinished games.
func (s *Store) Owned(owner string) ([]store.Summary, error) {
	return s.query(ownedQuery, owner)
}

// Seated returns the summaries of the games where device holds a seat.
func (s *Store) Seated(device string) ([]store.Summary, error) {
	return s.query("SELECT summary FROM tilekit_games WHERE devices @> ARRAY[$1::text]", device)
}

// Watch listens for saves on a connection of its own, reconnecting
// after a second when it is lost (and then calling changed("", 0)).
func (s *Store) Watch(ctx context.Context, changed func(id string, version int)) error {
	for ctx.Err() == nil {
		if err := s.listen(ctx, changed); err != nil && ctx.Err() == nil {
			s.log("listening: %v; again in a second", err)
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
			}
		}
	}
	return ctx.Err()
}

func (s *Store) listen(ctx context.Context, changed func(id string, version int)) error {
	conn, err := pgx.Connect(ctx, s.dsn)
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	changed("", 0)
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		id, v, ok := strings.Cut(n.Payload, " ")
		version, err := strconv.Atoi(v)
		if !ok || err != nil {
			s.log("a notification %q", clip(n.Payload))
			continue
		}
		changed(id, version)
	}
}

// lockConn returns the connection of the leases, connecting it when
// there is none. Called with lockMu held.
func (s *Store) lockConn(ctx context.Context) (*pgx.Conn, error) {
	if s.lock != nil && !s.lock.IsClosed() {
		return s.lock, nil
	}
	clear(s.held) // a lost connection released its locks
	c, err := pgx.Connect(ctx, s.dsn)
	if err != nil {
		return nil, err
	}
	s.lock = c
	return c, nil
}

// dropLock closes a connection of leases that failed: the database
// releases its locks, so none is held any more. Called with lockMu held.
func (s *Store) dropLock(err error) {
	s.log("the leases' connection: %v", err)
	if s.lock != nil {
		s.lock.Close(context.Background())
		s.lock = nil
	}
	clear(s.held)
}

// Drive takes the lease of id (pg_try_advisory_lock on the leases'
// connection) unless this process holds it already.
func (s *Store) Drive(id string) bool {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	if s.held[id] && s.lock != nil && !s.lock.IsClosed() {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	c, err := s.lockConn(ctx)
	if err != nil {
		s.log("the leases' connection: %v", err)
		return false
	}
	var ok bool
	if err := c.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", lockKey(id)).Scan(&ok); err != nil {
		s.dropLock(err)
		return false
	}
	if ok {
		s.held[id] = true
	}
	return ok
}

// Release gives up the lease of id.
func (s *Store) Release(id string) {
	s.lockMu.Lock()
	defer s.lockMu.Unlock()
	if !s.held[id] || s.lock == nil {
		return
	}
	delete(s.held, id)
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if _, err := s.lock.Exec(ctx, "SELECT pg_advisory_unlock($1)", lockKey(id)); err != nil {
		s.dropLock(err)
	}
}

// Orphans returns games with a duty whose lease no session holds.
func (s *Store) Orphans(limit int) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	rows, err := s.pool.Query(ctx, `SELECT g.id FROM tilekit_games g WHERE g.duty AND NOT EXISTS (
		SELECT 1 FROM pg_locks l WHERE l.locktype = 'advisory' AND l.objsubid = 1
		AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
		AND l.classid::bigint = (g.lock_key >> 32) & 4294967295 AND l.objid::bigint = g.lock_key & 4294967295)
		LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("pgstore: %w", err)
	}
	return ids, nil
}

// clip shortens a text for an error message.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}
