package store

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
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
		Seats:   []Seat{{Name: "Ann", Token: "t0"}, {Name: "Bob", Bot: true, Level: tilekit.Hard}},
		Log:     []Entry{{Seat: 0, Texts: []string{"1", "1", "1"}, Delta: []int{0, 0}}},
		Created: time.Unix(1, 0).UTC(), Touched: time.Unix(2, 0).UTC(),
		Period: "round 1", Deadline: time.Unix(60, 0).UTC(),
	}
}

func TestRoundTrip(t *testing.T) {
	for name, st := range map[string]Store{"dir": mustOpen(t, t.TempDir()), "memory": NewMemory()} {
		want := record("00000000000000ab", 3)
		if err := st.Save(want); err != nil {
			t.Fatal(err)
		}
		got := gametest.Must(st.Load(want.ID))
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s: Load after Save (-want +got):\n%s", name, d)
		}
		if ids, _ := st.List(); !slices.Equal(ids, []string{want.ID}) {
			t.Errorf("%s: List %v", name, ids)
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
	v1 := record("00000000000000cd", 1)
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
	if err := d.Save(record(v1.ID, 2)); !errors.Is(err, crash) {
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
	if ids, _ := d.List(); !slices.Equal(ids, []string{v1.ID}) {
		t.Fatalf("List after the crash: %v", ids)
	}
}

// Saving replaces the record whole, never leaving a mix of versions.
func TestSaveReplaces(t *testing.T) {
	d := mustOpen(t, t.TempDir())
	long := record("00000000000000ef", 1)
	long.Game = strings.Repeat("x", 10000)
	d.Save(long)
	short := record(long.ID, 2)
	if err := d.Save(short); err != nil {
		t.Fatal(err)
	}
	got, err := d.Load(long.ID)
	if err != nil || got.Version != 2 || got.Game != short.Game {
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
		if err := d.Save(record(id, 1)); err == nil {
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
	big := `{"id":"0000000000000002","game":"` + strings.Repeat("x", maxRecord) + `"}`
	os.WriteFile(filepath.Join(dir, "0000000000000002.json"), []byte(big), 0o600)
	os.WriteFile(filepath.Join(dir, "0000000000000003.json"), []byte(`{"id":"0000000000000004"}`), 0o600)
	for _, id := range []string{"0000000000000001", "0000000000000002", "0000000000000003"} {
		if _, err := d.Load(id); err == nil || errors.Is(err, ErrNotFound) {
			t.Errorf("Load(%s): %v", id, err)
		}
	}
}
