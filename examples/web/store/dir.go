package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// Dir is the default Store: one file per game, <id>.json, in a directory.
type Dir struct {
	path string
	mu   sync.Mutex // one save at a time, so two saves of a game cannot race
}

// maxRecord bounds what Load reads, so a damaged or planted file cannot
// exhaust memory.
const maxRecord = 16 << 20

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
	return &Dir{path: path}, nil
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

// Save writes r durably: to a temporary file in the same directory,
// fsynced, renamed over <id>.json, and the directory fsynced so the
// rename itself survives a power cut.
func (d *Dir) Save(r Record) error {
	if !validID(r.ID) {
		return fmt.Errorf("store: bad id %q", r.ID)
	}
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := os.CreateTemp(d.path, r.ID+".*.tmp")
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
		err = os.Rename(tmp, d.file(r.ID))
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

// Load reads the record of id.
func (d *Dir) Load(id string) (Record, error) {
	if !validID(id) {
		return Record{}, ErrNotFound
	}
	f, err := os.Open(d.file(id))
	if errors.Is(err, fs.ErrNotExist) {
		return Record{}, ErrNotFound
	}
	if err != nil {
		return Record{}, err
	}
	defer f.Close()
	var r Record
	dec := json.NewDecoder(&limited{f, maxRecord})
	if err := dec.Decode(&r); err != nil {
		return Record{}, fmt.Errorf("store: %s: %v", id, err)
	}
	if r.ID != id {
		return Record{}, fmt.Errorf("store: %s holds game %q", id, r.ID)
	}
	return r, nil
}

// Delete removes the record of id; a missing record is no error.
func (d *Dir) Delete(id string) error {
	if !validID(id) {
		return nil
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	err := os.Remove(d.file(id))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	return syncDir(d.path)
}

// List returns the IDs of the saved games.
func (d *Dir) List() ([]string, error) {
	ents, err := os.ReadDir(d.path)
	if err != nil {
		return nil, err
	}
	var ids []string
	for _, e := range ents {
		if id, ok := strings.CutSuffix(e.Name(), ".json"); ok && validID(id) && e.Type().IsRegular() {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// limited is io.LimitReader that fails, rather than ends, at the limit.
type limited struct {
	f interface{ Read([]byte) (int, error) }
	n int64
}

func (l *limited) Read(p []byte) (int, error) {
	if l.n <= 0 {
		return 0, errors.New("record too large")
	}
	if int64(len(p)) > l.n {
		p = p[:l.n]
	}
	n, err := l.f.Read(p)
	l.n -= int64(n)
	return n, err
}

// Memory is a Store in memory, for tests and for a server that may forget
// its games (-data "").
type Memory struct {
	mu sync.Mutex
	m  map[string][]byte
}

// NewMemory returns an empty Memory store.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

// Save keeps a copy of r.
func (m *Memory) Save(r Record) error {
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	m.m[r.ID] = data
	return nil
}

// Load returns a copy of the record of id.
func (m *Memory) Load(id string) (Record, error) {
	m.mu.Lock()
	data, ok := m.m[id]
	m.mu.Unlock()
	if !ok {
		return Record{}, ErrNotFound
	}
	var r Record
	err := json.Unmarshal(data, &r)
	return r, err
}

// Delete forgets id.
func (m *Memory) Delete(id string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.m, id)
	return nil
}

// List returns the IDs held.
func (m *Memory) List() ([]string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	ids := make([]string, 0, len(m.m))
	for id := range m.m {
		ids = append(ids, id)
	}
	return ids, nil
}
