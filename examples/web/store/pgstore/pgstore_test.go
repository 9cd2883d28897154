package pgstore_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/examples/internal/racetest"
	"github.com/tilekit/tilekit/examples/web/api"
	_ "github.com/tilekit/tilekit/examples/web/internal/toygame"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/store/pgstore"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/internal/gametest"
)

// open connects to the database TILEKIT_PG names, or skips the test.
func open(t *testing.T) *pgstore.Store {
	t.Helper()
	dsn := os.Getenv("TILEKIT_PG")
	if dsn == "" {
		t.Skip("no PostgreSQL to test with: set TILEKIT_PG=postgres://user:password@host/db (.ci/run does)")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := pgstore.Open(ctx, dsn, t.Logf)
	if err != nil {
		t.Fatalf("TILEKIT_PG is set but the database cannot be opened: %v", err)
	}
	t.Cleanup(s.Close)
	return s
}

// record returns a new record of a game with one person and one bot.
func record(owner, device string) store.Record {
	return store.Record{
		ID: table.Secret()[:16], Kind: "toy", Game: "text", Owner: owner, Created: time.Now(), Touched: time.Now(),
		Seats:  []store.Seat{{Name: "Ann", Key: "k", Device: device}, {Name: "Bot", Bot: true}},
		ToMove: []int{0}, Log: []store.Entry{},
	}
}

func TestSaveIsACompareAndSwap(t *testing.T) {
	s := open(t)
	r := record("10.0.0.1", "dev")
	t.Cleanup(func() { s.Delete(r.ID) })
	if err := s.Save(r); err != nil {
		t.Fatal(err)
	}
	if err := s.Save(r); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("a second version 0: %v, want ErrConflict", err)
	}
	r.Version, r.Game = 2, "skipped"
	if err := s.Save(r); !errors.Is(err, store.ErrConflict) {
		t.Fatalf("version 2 over version 0: %v, want ErrConflict", err)
	}
	r.Version, r.Game = 1, "one"
	if err := s.Save(r); err != nil {
		t.Fatal(err)
	}
	got, err := s.Load(r.ID)
	if err != nil || got.Version != 1 || got.Game != "one" || got.Owner != r.Owner {
		t.Fatalf("Load = %+v, %v", got, err)
	}
	if _, err := s.Load("ffffffffffffffff"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("Load of a missing game: %v", err)
	}
	big := r
	big.Version, big.Game = 2, strings.Repeat("x", store.MaxRecord)
	if err := s.Save(big); !errors.Is(err, store.ErrTooLarge) {
		t.Fatalf("a record over the cap: %v", err)
	}
	if got, _ := s.Load(r.ID); got.Version != 1 {
		t.Fatalf("a refused save changed the record to version %d", got.Version)
	}
}

// Of many processes saving the same version of a game at once, exactly
// one wins.
func TestOneSaveOfAVersionWins(t *testing.T) {
	s := open(t)
	r := record("10.0.0.2", "")
	t.Cleanup(func() { s.Delete(r.ID) })
	if err := s.Save(r); err != nil {
		t.Fatal(err)
	}
	const n = 16
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			c := r
			c.Version, c.Game = 1, "by "+string(rune('a'+i))
			errs[i] = s.Save(c)
		})
	}
	wg.Wait()
	if won := passed(t, errs, store.ErrConflict); won != 1 {
		t.Fatalf("%d saves of version 1 won, want 1", won)
	}
}

// passed counts the calls of errs that succeeded; an error other than
// want fails t.
func passed(t *testing.T, errs []error, want error) int {
	t.Helper()
	n := 0
	for i, err := range errs {
		switch {
		case err == nil:
			n++
		case !errors.Is(err, want):
			t.Errorf("call %d failed otherwise: %v", i, err)
		}
	}
	return n
}

func TestSummariesByOwnerAndDevice(t *testing.T) {
	s := open(t)
	owner, device := "owner-"+table.Secret()[:8], table.Secret()
	a, b := record(owner, device), record(owner, "")
	t.Cleanup(func() { s.Delete(a.ID); s.Delete(b.ID) })
	for _, r := range []store.Record{a, b} {
		if err := s.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	ids := func(sums []store.Summary, err error) []string {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, s := range sums {
			out = append(out, s.ID)
		}
		slices.Sort(out)
		return out
	}
	want := []string{a.ID, b.ID}
	slices.Sort(want)
	if got := ids(s.Owned(owner)); !slices.Equal(got, want) {
		t.Errorf("Owned = %v, want %v", got, want)
	}
	if got := ids(s.Seated(device)); !slices.Equal(got, []string{a.ID}) {
		t.Errorf("Seated = %v, want %v", got, []string{a.ID})
	}
	b.Version, b.Over, b.ToMove = 1, true, nil
	if err := s.Save(b); err != nil {
		t.Fatal(err)
	}
	if got := ids(s.Owned(owner)); !slices.Equal(got, []string{a.ID}) {
		t.Errorf("Owned after b ended = %v, want %v", got, []string{a.ID})
	}
	if all := ids(s.List()); !slices.Contains(all, a.ID) || !slices.Contains(all, b.ID) {
		t.Errorf("List leaves out a game")
	}
	if err := s.Delete(a.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Load(a.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("Load after Delete: %v", err)
	}
}

// Eight deals for one owner at once, by two processes, with room for one
// more game: the owner's games are counted and the new one inserted as
// one step, so exactly one deal passes and the owner ends at the limit.
func TestDealsOfOneOwnerAreSerialised(t *testing.T) {
	procs := []*pgstore.Store{open(t), open(t)}
	const limit, n = 3, 8
	owner := "owner-" + table.Secret()[:8]
	var ids []string
	t.Cleanup(func() {
		for _, id := range ids {
			procs[0].Delete(id)
		}
	})
	for range limit - 1 {
		r := record(owner, "")
		ids = append(ids, r.ID)
		if err := procs[0].Save(r); err != nil {
			t.Fatal(err)
		}
	}
	errFull := errors.New("the owner is at the limit")
	admit := func(owned []store.Summary) error {
		// Give the other deals time to count too, were nothing to
		// serialise them.
		time.Sleep(20 * time.Millisecond)
		if len(owned) >= limit {
			return errFull
		}
		return nil
	}
	deals := make([]store.Record, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	for i := range n {
		deals[i] = record(owner, "")
		ids = append(ids, deals[i].ID)
		wg.Go(func() { errs[i] = procs[i%2].Deal(deals[i], admit) })
	}
	wg.Wait()
	dealt := passed(t, errs, errFull)
	owned, err := procs[1].Owned(owner)
	if err != nil {
		t.Fatal(err)
	}
	if dealt != 1 || len(owned) != limit {
		t.Fatalf("%d of %d deals passed, the owner has %d unfinished games; want 1 and %d", dealt, n, len(owned), limit)
	}

	// A refused deal saves nothing; a deal of a game that exists is a
	// conflict; a deal of another owner counts that owner's games alone.
	for i, err := range errs {
		if _, lerr := procs[0].Load(deals[i].ID); (err == nil) != (lerr == nil) {
			t.Errorf("deal %d: %v, and Load: %v", i, err, lerr)
		}
	}
	again := deals[slices.IndexFunc(errs, func(err error) bool { return err == nil })]
	if err := procs[0].Deal(again, func([]store.Summary) error { return nil }); !errors.Is(err, store.ErrConflict) {
		t.Errorf("a deal of a game that exists: %v, want ErrConflict", err)
	}
	other := record("other-"+table.Secret()[:8], "")
	ids = append(ids, other.ID)
	if err := procs[1].Deal(other, func(owned []store.Summary) error {
		if len(owned) != 0 {
			return fmt.Errorf("another owner's deal counted %d games", len(owned))
		}
		return nil
	}); err != nil {
		t.Error(err)
	}
	bad := record(owner, "")
	bad.Version = 1
	if err := procs[0].Deal(bad, admit); err == nil || errors.Is(err, errFull) {
		t.Errorf("a deal of version 1: %v", err)
	}
}

// A save by one process reaches the Watch of another.
func TestWatchHearsSaves(t *testing.T) {
	s, other := open(t), open(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	heard := make(chan [2]any, 16)
	go other.Watch(ctx, func(id string, v int) { heard <- [2]any{id, v} })
	if got := <-heard; got[0] != "" {
		t.Fatalf("Watch began with %v, want the call that says saves may have been missed", got)
	}
	r := record("10.0.0.3", "")
	t.Cleanup(func() { s.Delete(r.ID) })
	if err := s.Save(r); err != nil {
		t.Fatal(err)
	}
	r.Version = 1
	if err := s.Save(r); err != nil {
		t.Fatal(err)
	}
	r.Version = 5
	s.Save(r) // a conflict tells nobody
	var got []int
	timeout := time.After(10 * time.Second)
	for len(got) < 2 {
		select {
		case h := <-heard:
			if h[0] == r.ID {
				got = append(got, h[1].(int))
			}
		case <-timeout:
			t.Fatalf("heard %v of versions 0 and 1", got)
		}
	}
	if !slices.Equal(got, []int{0, 1}) {
		t.Fatalf("heard versions %v, want [0 1]", got)
	}
}

// One process at a time drives a game; its lease ends with it, and the
// game is then an orphan another takes up.
func TestLeases(t *testing.T) {
	a, b := open(t), open(t)
	r := record("10.0.0.4", "")
	r.ToMove = []int{1} // the bot is to move: a duty
	t.Cleanup(func() { b.Delete(r.ID) })
	if err := a.Save(r); err != nil {
		t.Fatal(err)
	}
	orphan := func() bool {
		ids, err := b.Orphans(10000)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Contains(ids, r.ID)
	}
	if !orphan() {
		t.Fatal("a game with a bot to move and no driver is no orphan")
	}
	if !a.Drive(r.ID) {
		t.Fatal("a cannot drive a free game")
	}
	if !a.Drive(r.ID) {
		t.Fatal("a cannot drive a game it drives")
	}
	if b.Drive(r.ID) {
		t.Fatal("b drives a game a drives")
	}
	if orphan() {
		t.Fatal("a driven game is an orphan")
	}
	a.Release(r.ID)
	if !b.Drive(r.ID) {
		t.Fatal("b cannot drive a game a released")
	}
	b.Release(r.ID)
	a.Drive(r.ID)
	a.Close() // the process ends: the database releases its lease
	deadline := time.Now().Add(10 * time.Second)
	for !b.Drive(r.ID) {
		if time.Now().After(deadline) {
			t.Fatal("b cannot take over the game of a closed a")
		}
		time.Sleep(50 * time.Millisecond)
	}
	r.Version, r.Over, r.ToMove = 1, true, nil
	if err := b.Save(r); err != nil {
		t.Fatal(err)
	}
	b.Release(r.ID)
	if orphan() {
		t.Fatal("a finished game is an orphan")
	}
}

// Two processes' tables of one game: a move through one is read back by
// the other, and the same move sent again through the other (made on the
// same version) is refused as stale, not played twice.
func TestTablesOfTwoProcesses(t *testing.T) {
	a, b := open(t), open(t)
	k, _ := tilekit.Lookup("race")
	g := gametest.Must(k.New("", []string{"Ann", "Ben"}, 1))
	rec := store.Record{ID: table.Secret()[:16], Kind: "race", Seats: []store.Seat{
		{Name: "Ann", Link: "l0", Key: "k0", Device: "d0"}, {Name: "Ben", Link: "l1", Key: "k1", Device: "d1"}}}
	t.Cleanup(func() { a.Delete(rec.ID) })
	ta, err := table.New(table.Config{Store: a}, rec, g)
	if err != nil {
		t.Fatal(err)
	}
	defer ta.Close()
	tb, err := table.Load(table.Config{Store: b}, gametest.Must(b.Load(rec.ID)))
	if err != nil {
		t.Fatal(err)
	}
	defer tb.Close()
	updates, cancel := tb.Subscribe()
	defer cancel()

	ctx := context.Background()
	snap, err := ta.Play(ctx, 0, "2", 0)
	if err != nil || snap.Record.Version != 1 {
		t.Fatalf("a's move: version %d, %v", snap.Record.Version, err)
	}
	snap, err = tb.Play(ctx, 0, "2", 0)
	if !errors.Is(err, table.ErrStale) || snap.Record.Version != 1 || len(snap.Record.Log) != 1 {
		t.Fatalf("the move again through b: %v at version %d with %d moves, want ErrStale at version 1 with 1", err, snap.Record.Version, len(snap.Record.Log))
	}
	// Ben moves through b, on the version a's view showed; a hears of it.
	if _, err := tb.Play(ctx, 1, "3", 1); err != nil {
		t.Fatal(err)
	}
	ta.Refresh(2)
	deadline := time.Now().Add(10 * time.Second)
	for ta.Snapshot().Record.Version != 2 {
		if time.Now().After(deadline) {
			t.Fatal("a never read back b's move")
		}
		time.Sleep(10 * time.Millisecond)
	}
	// A move through a made on a version newer than b's table reads the
	// game back first.
	if _, err := ta.Play(ctx, 0, "1", 2); err != nil {
		t.Fatal(err)
	}
	if snap, err := tb.Play(ctx, 1, "1", 3); err != nil || snap.Record.Version != 4 {
		t.Fatalf("b's move on a's newer version: %v, version %d", err, snap.Record.Version)
	}
	select {
	case <-updates:
	default:
		t.Fatal("b's subscribers heard nothing")
	}
	final := gametest.Must(a.Load(rec.ID))
	for i, e := range final.Log {
		if e.Version != i+1 {
			t.Fatalf("move %d has version %d, want %d: %+v", i+1, e.Version, i+1, final.Log)
		}
	}
}

// serve starts an api.Server on each store with cfg, and returns their
// URLs; every request seems to come from the address owner. The servers
// do not Run: a table hears of another server's saves only when its own
// save conflicts.
func serve(t *testing.T, procs []*pgstore.Store, cfg api.Config, owner string) []string {
	var urls []string
	for _, st := range procs {
		cfg.Store = st
		s := gametest.Must(api.New(cfg))
		h := s.Handler()
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			r.RemoteAddr = owner + ":1"
			h.ServeHTTP(w, r)
		}))
		t.Cleanup(func() {
			s.Shutdown()
			srv.Close()
			s.Close()
		})
		urls = append(urls, srv.URL)
	}
	return urls
}

// call sends a request with the seat key key and a JSON body, and
// decodes the answer into out (nil: none); it returns the status.
func call(t *testing.T, method, url, key, body string, out any) int {
	t.Helper()
	req, _ := http.NewRequest(method, url, strings.NewReader(body))
	req.Header.Set("X-Tilekit-Token", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

// A seat given a new link by the host through one server, while another
// server still holds the game as it was: the old key's move through the
// other server is refused with 403 ErrRevoked, and nothing is played.
func TestRevokedKeyAcrossServers(t *testing.T) {
	procs := []*pgstore.Store{open(t), open(t)}
	owner := "test-" + table.Secret()[:8]
	t.Cleanup(func() {
		sums, _ := procs[0].Owned(owner)
		for _, s := range sums {
			procs[0].Delete(s.ID)
		}
	})
	urls := serve(t, procs, api.Config{}, owner)
	var g struct {
		ID    string
		Key   string
		Seats []struct{ Token string }
	}
	// In the toy game both seats play at once: Ben's move is his to make.
	if code := call(t, "POST", urls[0]+"/api/games", "", `{"game":"toy","seats":[{"name":"Ann"},{"name":"Ben"}]}`, &g); code != http.StatusCreated {
		t.Fatalf("create: %d", code)
	}
	var ben struct{ Key string }
	if code := call(t, "POST", urls[1]+"/api/games/"+g.ID+"/join", g.Seats[1].Token, "", &ben); code != http.StatusOK {
		t.Fatalf("Ben's join through the second server: %d", code)
	}
	var view struct{ Version int }
	call(t, "GET", urls[1]+"/api/games/"+g.ID, ben.Key, "", &view)
	if code := call(t, "POST", urls[0]+"/api/games/"+g.ID+"/seats/1/link", g.Key, "", nil); code != http.StatusOK {
		t.Fatalf("a new link for Ben: %d", code)
	}
	var refused struct{ Error, Rule string }
	body := fmt.Sprintf(`{"move":"done","version":%d}`, view.Version)
	if code := call(t, "POST", urls[1]+"/api/games/"+g.ID+"/moves", ben.Key, body, &refused); code != http.StatusForbidden || refused.Rule != "ErrRevoked" {
		t.Fatalf("the old key's move: %d %+v, want 403 ErrRevoked", code, refused)
	}
	if rec := gametest.Must(procs[0].Load(g.ID)); len(rec.Log) != 0 {
		t.Fatalf("the refused move was played: %+v", rec.Log)
	}
}

// Two servers on one database, eight games asked for at once by one
// address with room for one more: exactly one is dealt, the others are
// refused with 429, and the address ends at its limit.
func TestAddressLimitAcrossServers(t *testing.T) {
	const limit, n = 3, 8
	procs := []*pgstore.Store{open(t), open(t)}
	owner := "test-" + table.Secret()[:8] // no address another test or server uses
	t.Cleanup(func() {
		sums, _ := procs[0].Owned(owner)
		for _, s := range sums {
			procs[0].Delete(s.ID)
		}
	})
	urls := serve(t, procs, api.Config{AddrGames: limit}, owner)
	deal := func(url string) int {
		body := `{"game":"race","seats":[{"name":"Ann"},{"name":"Ben"}]}`
		resp, err := http.Post(url+"/api/games", "application/json", strings.NewReader(body))
		if err != nil {
			t.Error(err)
			return 0
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for i := range limit - 1 {
		if code := deal(urls[i%2]); code != http.StatusCreated {
			t.Fatalf("game %d of %d: %d", i+1, limit, code)
		}
	}
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() { codes[i] = deal(urls[i%2]) })
	}
	wg.Wait()
	dealt, refused := 0, 0
	for _, c := range codes {
		switch c {
		case http.StatusCreated:
			dealt++
		case http.StatusTooManyRequests:
			refused++
		}
	}
	owned := gametest.Must(procs[1].Owned(owner))
	if dealt != 1 || refused != n-1 || len(owned) != limit {
		t.Fatalf("answers %v: %d dealt, %d refused, %d unfinished games; want 1, %d, %d", codes, dealt, refused, len(owned), n-1, limit)
	}
}
