package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

func record(id string, version int) Record {
	return Record{
		ID: id, Kind: "race", Preset: "default", Game: "race 1,2", Version: version, Watch: "w",
		Seats:   []Seat{{Name: "Ann", Link: "l0", Key: "k0", Device: "d0"}, {Name: "Bob", Bot: true, Level: tilekit.Hard}},
		Log:     []Entry{{Seat: 0, Texts: []string{"1", "1", "1"}, Delta: []int{0, 0}}},
		Created: time.Unix(1, 0).UTC(), Touched: time.Unix(2, 0).UTC(),
		Period: "round 1", Deadline: time.Unix(60, 0).UTC(),
	}
}

func TestRoundTrip(t *testing.T) {
	for name, st := range map[string]Store{"dir": mustOpen(t, t.TempDir()), "memory": NewMemory()} {
		want := record("00000000000000ab", 0)
		if err := st.Save(want); err != nil {
			t.Fatal(err)
		}
		got := gametest.Must(st.Load(want.ID))
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: Load after Save (-want +got):\n%s", name, d)
		}
		if sums, _ := st.List(); len(sums) != 1 || !cmp.Equal(sums[0], want.Summary()) {
			t.Errorf("%s: List %+v", name, sums)
		}
		if err := st.Delete(want.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := st.Load(want.ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("%s: Load after Delete: %v", name, err)
		}
	}
}

func mustOpen(t *testing.T, dir string) *Dir {
	t.Helper()
	d := gametest.Must(OpenDir(dir))
	return d
}

// A crash after the new record is written but before it is renamed into
// place loses nothing that was acknowledged: the last saved record reads
// back whole, and the half-written temporary file is cleared away at the
// next start.
func TestCrashBeforeRenameLosesNothing(t *testing.T) {
	dir := t.TempDir()
	d := mustOpen(t, dir)
	v1 := record("00000000000000cd", 0)
	if err := d.Save(v1); err != nil {
		t.Fatal(err)
	}
	crash := errors.New("crash")
	beforeRename = func(tmp string) error {
		// The process dies with the new version half written.
		data, err := os.ReadFile(tmp)
		if err != nil {
			return err
		}
		os.WriteFile(tmp, data[:len(data)/2], 0o600)
		return crash
	}
	defer func() { beforeRename = nil }()
	if err := d.Save(record(v1.ID, 1)); !errors.Is(err, crash) {
		t.Fatalf("the crashing save returned %v", err)
	}
	beforeRename = nil
	if tmps, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(tmps) != 1 {
		t.Fatalf("the crash should leave its temporary file: %v", tmps)
	}

	d = mustOpen(t, dir) // the restart
	got := gametest.Must(d.Load(v1.ID))
	if d := cmp.Diff(v1, got); d != "" {
		t.Fatalf("after the crash (-acknowledged +read back):\n%s", d)
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(tmps) != 0 {
		t.Fatalf("temporary files survive a restart: %v", tmps)
	}
	if sums, _ := d.List(); len(sums) != 1 || sums[0].ID != v1.ID || sums[0].Version != 0 {
		t.Fatalf("List after the crash: %+v", sums)
	}
}

// Saving replaces the record whole, never leaving a mix of versions.
func TestSaveReplaces(t *testing.T) {
	d := mustOpen(t, t.TempDir())
	long := record("00000000000000ef", 0)
	long.Game = strings.Repeat("x", 10000)
	d.Save(long)
	short := record(long.ID, 1)
	if err := d.Save(short); err != nil {
		t.Fatal(err)
	}
	got, err := d.Load(long.ID)
	if err != nil || got.Version != 1 || got.Game != short.Game {
		t.Fatalf("after two saves: %+v, %v", got, err)
	}
}

// IDs are file names only when they are the server's hex: nothing reaches
// outside the directory.
func TestBadIDs(t *testing.T) {
	dir := t.TempDir()
	d := mustOpen(t, filepath.Join(dir, "games"))
	os.WriteFile(filepath.Join(dir, "secret.json"), []byte(`{"id":"../secret"}`), 0o600)
	for _, id := range []string{"", "../secret", "A1", "0123/..", strings.Repeat("a", 65)} {
		if err := d.Save(record(id, 0)); err == nil {
			t.Errorf("Save(%q) succeeded", id)
		}
		if _, err := d.Load(id); !errors.Is(err, ErrNotFound) {
			t.Errorf("Load(%q): %v", id, err)
		}
	}
}

// A damaged or oversized file is an error, not a crash or a memory hog.
func TestDamagedFiles(t *testing.T) {
	dir := t.TempDir()
	d := mustOpen(t, dir)
	os.WriteFile(filepath.Join(dir, "0000000000000001.json"), []byte(`{"id":`), 0o600)
	big := `{"id":"0000000000000002","game":"` + strings.Repeat("x", MaxRecord) + `"}`
	os.WriteFile(filepath.Join(dir, "0000000000000002.json"), []byte(big), 0o600)
	os.WriteFile(filepath.Join(dir, "0000000000000003.json"), []byte(`{"id":"0000000000000004"}`), 0o600)
	for _, id := range []string{"0000000000000001", "0000000000000002", "0000000000000003"} {
		if _, err := d.Load(id); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("Load(%s): %v", id, err)
		}
	}
}

// Save is a compare-and-swap on the version: a Save that does not follow
// the stored version changes nothing, also after a restart.
func TestVersionsFollowOneAnother(t *testing.T) {
	dir := t.TempDir()
	for name, st := range map[string]Store{"dir": mustOpen(t, dir), "memory": NewMemory()} {
		id := "00000000000000aa"
		for _, v := range []int{0, 1, 2} {
			if err := st.Save(record(id, v)); err != nil {
				t.Fatalf("%s: version %d: %v", name, v, err)
			}
		}
		for _, v := range []int{0, 2, 4} {
			if err := st.Save(record(id, v)); !errors.Is(err, ErrConflict) {
				t.Errorf("%s: version %d over 2: %v", name, v, err)
			}
		}
		if r := gametest.Must(st.Load(id)); r.Version != 2 {
			t.Errorf("%s: a refused save changed the record: version %d", name, r.Version)
		}
	}
	d := mustOpen(t, dir) // a restart learns the version from the file
	if err := d.Save(record("00000000000000aa", 2)); !errors.Is(err, ErrConflict) {
		t.Errorf("after a restart, version 2 over 2: %v", err)
	}
	if err := d.Save(record("00000000000000aa", 3)); err != nil {
		t.Errorf("after a restart, version 3: %v", err)
	}
	d.Delete("00000000000000aa")
	if err := d.Save(record("00000000000000aa", 0)); err != nil {
		t.Errorf("a new game under a deleted ID: %v", err)
	}
}

// Save refuses a record over MaxRecord before writing anything, and what
// Save takes Load reads: the two agree on the cap.
func TestSizeCapAgrees(t *testing.T) {
	for name, st := range map[string]Store{"dir": mustOpen(t, t.TempDir()), "memory": NewMemory()} {
		r := record("00000000000000bb", 0)
		base := len(gametest.Must(json.Marshal(r)))
		r.Game += strings.Repeat("x", MaxRecord-base)
		if err := st.Save(r); err != nil {
			t.Fatalf("%s: a record of exactly MaxRecord bytes: %v", name, err)
		}
		if got, err := st.Load(r.ID); err != nil || got.Game != r.Game {
			t.Fatalf("%s: a record of MaxRecord bytes does not read back: %v", name, err)
		}
		r.Version++
		r.Game += "x"
		if err := st.Save(r); !errors.Is(err, ErrTooLarge) {
			t.Fatalf("%s: a record over MaxRecord: %v", name, err)
		}
		if got := gametest.Must(st.Load(r.ID)); got.Version != 0 {
			t.Fatalf("%s: the refused record was written", name)
		}
	}
}

// Saves of different games do not wait for each other: while one game's
// save is stuck before its rename, another game saves.
func TestSavesOfDifferentGamesRunAtOnce(t *testing.T) {
	d := mustOpen(t, t.TempDir())
	stuck, free := make(chan struct{}), make(chan struct{})
	beforeRename = func(tmp string) error {
		if strings.Contains(tmp, "00000000000000a1") {
			close(stuck)
			<-free
		}
		return nil
	}
	defer func() { beforeRename = nil }()
	done := make(chan error)
	go func() { done <- d.Save(record("00000000000000a1", 0)) }()
	<-stuck
	if err := d.Save(record("00000000000000b2", 0)); err != nil {
		t.Fatal(err)
	}
	close(free)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// A file an older server wrote (the record alone, its seat token in
// Token) reads back with the token as the seat's link and key, and List
// finds its summary.
func TestOldRecordsReadBack(t *testing.T) {
	dir := t.TempDir()
	old := `{"id":"00000000000000c1","kind":"race","game":"race 1","seats":[{"name":"Ann","bot":false,"level":"medium","token":"t0"}],"version":4,"owner":"1.2.3.4","created":"2026-01-01T00:00:00Z","touched":"2026-01-02T00:00:00Z"}`
	os.WriteFile(filepath.Join(dir, "00000000000000c1.json"), []byte(old), 0o600)
	d := mustOpen(t, dir)
	r := gametest.Must(d.Load("00000000000000c1"))
	if s := r.Seats[0]; s.Link != "t0" || s.Key != "t0" || s.Token != "" {
		t.Fatalf("the old seat reads as %+v", s)
	}
	sums := gametest.Must(d.List())
	if len(sums) != 1 || sums[0].Version != 4 || sums[0].Owner != "1.2.3.4" {
		t.Fatalf("List of an old file: %+v", sums)
	}
	r.Version = 5
	if err := d.Save(r); err != nil {
		t.Fatal(err)
	}
}
