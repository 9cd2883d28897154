package store

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Dir is the default Store: one file per game, <id>.json, in a directory.
//
// A file holds two lines: the game's [Summary] as JSON, then its [Record]
// as JSON. List reads only the first line of each file, so a server
// starts without reading its games. (A file of one line, as servers before
// summaries wrote it, is the record alone, and its summary is read from
// it.)
//
// Each Save writes the whole file to a temporary file in the directory,
// fsyncs it, renames it over <id>.json and fsyncs the directory, so a
// crash at any point leaves either the old record or the new one, never a
// torn one. The rewrite is bounded by MaxRecord, and saves of different
// games run at once: the only lock a Save holds is its own game's, which
// also makes its version check and its write one step.
type Dir struct {
	path string

	mu    sync.Mutex
	games map[string]*dirGame
}

// dirGame serialises the saves and deletes of one game and remembers its
// stored version.
type dirGame struct {
	mu      sync.Mutex
	known   bool
	version int // -1: no record
}

// maxSummary bounds a file's first line.
const maxSummary = 64 << 10

// beforeRename, when set by a test, runs between writing and fsyncing the
// temporary file and renaming it: an error stands for a crash there.
var beforeRename func(tmp string) error

// OpenDir opens (creating it when missing) the directory path as a Store,
// and removes the temporary files a crash may have left in it: a
// temporary file is never a save that was acknowledged.
func OpenDir(path string) (*Dir, error) {
	if err := os.MkdirAll(path, 0o700); err != nil {
		return nil, err
	}
	ents, err := os.ReadDir(path)
	if err != nil {
		return nil, err
	}
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			os.Remove(filepath.Join(path, e.Name()))
		}
	}
	return &Dir{path: path, games: map[string]*dirGame{}}, nil
}

// Path is the directory.
func (d *Dir) Path() string { return d.path }

// validID reports whether id is safe as a file name: the server makes IDs
// of lower-case hex, and nothing else is ever a path here.
func validID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

func (d *Dir) file(id string) string { return filepath.Join(d.path, id+".json") }

// game returns the lock of id.
func (d *Dir) game(id string) *dirGame {
	d.mu.Lock()
	defer d.mu.Unlock()
	g := d.games[id]
	if g == nil {
		g = &dirGame{}
		d.games[id] = g
	}
	return g
}

// encode returns the file of r: its summary and its record, a line each.
func encode(r Record) ([]byte, error) {
	rec, err := json.Marshal(r)
	if err != nil {
		return nil, err
	}
	if len(rec) > MaxRecord {
		return nil, fmt.Errorf("%w: %d bytes, the cap is %d", ErrTooLarge, len(rec), MaxRecord)
	}
	sum, err := json.Marshal(r.Summary())
	if err != nil {
		return nil, err
	}
	if len(sum) > maxSummary {
		return nil, fmt.Errorf("%w: a summary of %d bytes", ErrTooLarge, len(sum))
	}
	out := make([]byte, 0, len(sum)+len(rec)+2)
	out = append(append(out, sum...), '\n')
	return append(append(out, rec...), '\n'), nil
}

// Save writes r durably, when its Version follows the stored one (see
// the package doc): to a temporary file in the same directory, fsynced,
// renamed over <id>.json, and the directory fsynced so the rename itself
// survives a power cut.
func (d *Dir) Save(r Record) error {
	if !validID(r.ID) {
		return fmt.Errorf("store: bad id %q", clip(r.ID))
	}
	data, err := encode(r)
	if err != nil {
		return err
	}
	g := d.game(r.ID)
	g.mu.Lock()
	defer g.mu.Unlock()
	if !g.known {
		g.version = -1
		if s, err := d.summary(r.ID); err == nil {
			g.version = s.Version
		} else if !errors.Is(err, ErrNotFound) {
			return err
		}
		g.known = true
	}
	if r.Version != g.version+1 {
		return fmt.Errorf("%w: saving version %d of %s over version %d", ErrConflict, r.Version, r.ID, g.version)
	}
	if err := d.write(r.ID, data); err != nil {
		return err
	}
	g.version = r.Version
	return nil
}

func (d *Dir) write(id string, data []byte) error {
	f, err := os.CreateTemp(d.path, id+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && beforeRename != nil {
		if err = beforeRename(tmp); err != nil {
			return err // a crash: the temporary file stays behind
		}
	}
	if err == nil {
		err = os.Rename(tmp, d.file(id))
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(d.path)
}

func syncDir(path string) error {
	dir, err := os.Open(path)
	if err != nil {
		return err
	}
	defer dir.Close()
	if err := dir.Sync(); err != nil && !errors.Is(err, errors.ErrUnsupported) {
		return err
	}
	return nil
}

// open opens the file of id.
func (d *Dir) open(id string) (*os.File, error) {
	if !validID(id) {
		return nil, ErrNotFound
	}
	f, err := os.Open(d.file(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return f, err
}

// summary reads the first line of id's file.
func (d *Dir) summary(id string) (Summary, error) {
	f, err := d.open(id)
	if err != nil {
		return Summary{}, err
	}
	defer f.Close()
	line, err := bufio.NewReaderSize(io.LimitReader(f, maxSummary+1), 4096).ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) || errors.Is(err, io.EOF) && len(line) > maxSummary {
		// A record of one line, as older servers wrote: read it whole.
		rec, err := d.Load(id)
		return rec.Summary(), err
	}
	if err != nil && !errors.Is(err, io.EOF) {
		return Summary{}, fmt.Errorf("store: %s: %v", id, err)
	}
	var s Summary
	if err := json.Unmarshal(line, &s); err != nil {
		return Summary{}, fmt.Errorf("store: %s: %v", id, err)
	}
	if s.ID != id {
		return Summary{}, fmt.Errorf("store: %s holds game %q", id, clip(s.ID))
	}
	return s, nil
}

// Load reads the record of id; a file over the size cap, damaged, or
// holding another game is an error.
func (d *Dir) Load(id string) (Record, error) {
	f, err := d.open(id)
	if err != nil {
		return Record{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSummary+MaxRecord+3))
	if err != nil {
		return Record{}, fmt.Errorf("store: %s: %v", id, err)
	}
	if len(data) > maxSummary+MaxRecord+2 {
		return Record{}, fmt.Errorf("store: %s: %w", id, ErrTooLarge)
	}
	line := bytes.TrimSpace(data)
	if first, rest, ok := bytes.Cut(line, []byte("\n")); ok {
		line = rest
		if len(first) > maxSummary {
			return Record{}, fmt.Errorf("store: %s: a summary line of %d bytes", id, len(first))
		}
	}
	if len(line) > MaxRecord {
		return Record{}, fmt.Errorf("store: %s: %w", id, ErrTooLarge)
	}
	var r Record
	if err := json.Unmarshal(line, &r); err != nil {
		return Record{}, fmt.Errorf("store: %s: %v", id, err)
	}
	if r.ID != id {
		return Record{}, fmt.Errorf("store: %s holds game %q", id, clip(r.ID))
	}
	r.upgrade()
	return r, nil
}

// Delete removes the record of id; a missing record is no error.
func (d *Dir) Delete(id string) error {
	if !validID(id) {
		return nil
	}
	g := d.game(id)
	g.mu.Lock()
	err := os.Remove(d.file(id))
	d.mu.Lock()
	delete(d.games, id)
	d.mu.Unlock()
	g.known = false // a Save waiting for g reads the file again
	g.mu.Unlock()
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return syncDir(d.path)
}

// List returns the summaries of the saved games: a damaged file is left
// out (Load reports what is wrong with it).
func (d *Dir) List() ([]Summary, error) {
	ents, err := os.ReadDir(d.path)
	if err != nil {
		return nil, err
	}
	var out []Summary
	for _, e := range ents {
		id, ok := strings.CutSuffix(e.Name(), ".json")
		if !ok || !validID(id) || !e.Type().IsRegular() {
			continue
		}
		if s, err := d.summary(id); err == nil {
			out = append(out, s)
		}
	}
	return out, nil
}

// clip shortens a text read from a file for an error message.
func clip(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return strings.ToValidUTF8(s, "?")
}

// Memory is a Store in memory, for tests and for a server that may forget
// its games (-data ""). It keeps each record encoded, as a file would.
type Memory struct {
	mu sync.Mutex
	m  map[string]memRecord
}

type memRecord struct {
	data    []byte
	version int
	sum     Summary
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory { return &Memory{m: map[string]memRecord{}} }

// Save keeps a copy of r, when its Version follows the one held.
func (m *Memory) Save(r Record) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if len(data) > MaxRecord {
		return fmt.Errorf("%w: %d bytes, the cap is %d", ErrTooLarge, len(data), MaxRecord)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	old, ok := m.m[r.ID]
	if ok && r.Version != old.version+1 || !ok && r.Version != 0 {
		return fmt.Errorf("%w: saving version %d of %s", ErrConflict, r.Version, r.ID)
	}
	m.m[r.ID] = memRecord{data, r.Version, r.Summary()}
	return nil
}

// Load returns a copy of the record of id.
func (m *Memory) Load(id string) (Record, error) {
	m.mu.Lock()
	rec, ok := m.m[id]
	m.mu.Unlock()
	if !ok {
		return Record{}, ErrNotFound
	}
	var r Record
	err := json.Unmarshal(rec.data, &r)
	r.upgrade()
	return r, err
}

// Delete forgets id.
func (m *Memory) Delete(id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.m, id)
	return nil
}

// List returns the summaries held.
func (m *Memory) List() ([]Summary, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := make([]Summary, 0, len(m.m))
	for _, r := range m.m {
		out = append(out, r.sum)
	}
	return out, nil
}
