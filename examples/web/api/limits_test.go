package api_test

import (
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/internal/fakeclock"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/internal/gametest"
)

// Games created and given up one after another cost nothing: neither the
// address's limit of unfinished games nor the tables in memory fill up,
// so the next game, the address's or anyone's, is dealt.
func TestFinishedGamesCostNothing(t *testing.T) {
	c := newClient(t, api.Config{MaxTables: 3, AddrGames: 2})
	for i := range 20 {
		g := c.create("race", "Ann", "Bob*")
		if code, body := c.do("POST", "/api/games/"+g.ID+"/resign", g.Seats[0].Token, nil); code != http.StatusOK {
			t.Fatalf("game %d: resign: %d %s", i, code, body)
		}
	}
	live := 0
	for range 3 {
		g := c.create("race", "Ann", "Ben")
		if c.api.Live(g.ID) {
			live++
		}
		c.do("POST", "/api/games/"+g.ID+"/resign", g.Seats[0].Token, nil)
		c.do("POST", "/api/games/"+g.ID+"/resign", g.Seats[1].Token, nil)
	}
	if live != 3 {
		t.Fatalf("%d of 3 new games in memory", live)
	}
}

// Five people behind one address each ask for a hint at once: none is
// refused; a second hint of one seat while its first still runs is, with
// Retry-After.
func TestHintsPerSeat(t *testing.T) {
	work := make(chan struct{}, 1)
	c := newClient(t, api.Config{Table: table.Config{Work: work}})
	var games []created
	for range 5 {
		games = append(games, c.create("race", "Ann", "Ben"))
	}
	work <- struct{}{} // a bot thinks: every hint waits for the slot
	var wg sync.WaitGroup
	codes := make([]int, 5)
	for i, g := range games {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], _ = c.do("GET", "/api/games/"+g.ID+"/hints", g.Seats[0].Token, nil)
		}()
	}
	waitForHints(t, c, 5)
	req, _ := http.NewRequest("GET", c.srv.URL+"/api/games/"+games[0].ID+"/hints", nil)
	req.Header.Set("X-Tilekit-Token", games[0].Seats[0].Token)
	resp := gametest.Must(c.srv.Client().Do(req))
	resp.Body.Close()
	if resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("a seat's second hint at once: %s, Retry-After %q", resp.Status, resp.Header.Get("Retry-After"))
	}
	<-work
	wg.Wait()
	for i, code := range codes {
		if code != http.StatusOK {
			t.Errorf("person %d's hint: %d", i, code)
		}
	}
}

// waitForHints waits until n hint requests are held.
func waitForHints(t *testing.T, c *client, n int) {
	t.Helper()
	for limit := time.Now().Add(10 * time.Second); time.Now().Before(limit); time.Sleep(time.Millisecond) {
		if c.api.Hints() == n {
			return
		}
	}
	t.Fatalf("%d hints held, want %d", c.api.Hints(), n)
}

// A refused event stream says when to come back (Retry-After) and closes
// its connection: 429 past a seat's, a game's or an address's bound, 503
// past the server's.
func TestRefusedStreamsSayWhen(t *testing.T) {
	c := newClient(t, api.Config{SeatStreams: 1, MaxStreams: 2, KeepAlive: time.Hour})
	g := c.create("toy", "Ann", "Ben")
	open := func(tok string) *http.Response {
		req, _ := http.NewRequest("GET", c.srv.URL+"/api/games/"+g.ID+"/events", nil)
		req.Header.Set("X-Tilekit-Token", tok)
		return gametest.Must(c.srv.Client().Do(req))
	}
	first := open(g.Seats[0].Token)
	defer first.Body.Close()
	for _, want := range []struct {
		tok    string
		status int
	}{{g.Seats[0].Token, http.StatusTooManyRequests}} {
		resp := open(want.tok)
		resp.Body.Close()
		if resp.StatusCode != want.status || resp.Header.Get("Retry-After") == "" || !resp.Close {
			t.Fatalf("stream: %s, Retry-After %q, closed %v", resp.Status, resp.Header.Get("Retry-After"), resp.Close)
		}
	}
	second := open(g.Seats[1].Token)
	defer second.Body.Close()
	resp := open(g.Watch)
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !resp.Close {
		t.Fatalf("a stream past the server's bound: %s, Retry-After %q", resp.Status, resp.Header.Get("Retry-After"))
	}
}

// Errors quote at most a short piece of the request, whatever it sent,
// and a body over the cap is refused whole.
func TestErrorsQuoteLittle(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("race", "Ann", "Ben")
	long := strings.Repeat("é", 5000)
	for name, body := range map[string]any{
		"game":     map[string]any{"game": long, "seats": []any{map[string]any{}}},
		"preset":   map[string]any{"game": "race", "preset": long, "seats": []any{map[string]any{}}},
		"field":    map[string]any{"game": "race", long: 1},
		"number":   json.RawMessage(`{"game":"race","seed":1` + strings.Repeat("0", 9000) + `}`),
		"negative": json.RawMessage(`{"game":"race","seed":-1}`),
		"type":     json.RawMessage(`{"game":["` + long + `"]}`),
		"syntax":   json.RawMessage(`{"game":"` + long),
		"too big":  json.RawMessage(`{"game":"` + strings.Repeat("x", 60<<10) + `"}`),
	} {
		code, text := c.do("POST", "/api/games", "", body)
		if code/100 != 4 || len(text) > 400 {
			t.Errorf("%s: %d, %d bytes: %.120s", name, code, len(text), text)
		}
	}
	for name, body := range map[string]any{
		"move":    map[string]any{"move": strings.Repeat("Z", 399), "version": 0},
		"version": json.RawMessage(`{"move":"1","version":1` + strings.Repeat("0", 9000) + `}`),
	} {
		code, text := c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, body)
		if code/100 != 4 || len(text) > 400 {
			t.Errorf("%s: %d, %d bytes: %.120s", name, code, len(text), text)
		}
	}
}

// A move carries the version it was made on: two POSTs of the same move
// at once play it once, the other is answered 409 with the game as it
// is; a retry is too. Another seat's move in a round played at once does
// not make a move stale.
func TestMovePlayedOnce(t *testing.T) {
	c := newClient(t, api.Config{})
	code, body := c.do("POST", "/api/games", "", map[string]any{"game": "wordle", "seats": []any{map[string]any{"name": "Ann"}}})
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, body)
	}
	var g created
	json.Unmarshal([]byte(body), &g)
	c.keys(&g)
	v := c.view(g.ID, g.Seats[0].Token)
	var wg sync.WaitGroup
	codes := make([]int, 2)
	bodies := make([]string, 2)
	for i := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i], bodies[i] = c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, map[string]any{"move": "CRANE", "version": v.Version})
		}()
	}
	wg.Wait()
	if codes[0]+codes[1] != http.StatusOK+http.StatusConflict {
		t.Fatalf("two POSTs of one move: %d %.200s, %d %.200s", codes[0], bodies[0], codes[1], bodies[1])
	}
	stale := bodies[0]
	if codes[1] == http.StatusConflict {
		stale = bodies[1]
	}
	var got struct {
		viewJSON
		Rule string
	}
	json.Unmarshal([]byte(stale), &got)
	if got.Rule != "ErrStale" || len(got.Log) != 1 || got.Version != v.Version+1 {
		t.Fatalf("the 409's body: %.300s", stale)
	}
	if code, _ := c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, map[string]any{"move": "CRANE", "version": v.Version}); code != http.StatusConflict {
		t.Fatalf("a retry: %d", code)
	}
	if code, _ := c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, map[string]any{"move": "SLATE", "version": v.Version + 5}); code != http.StatusConflict {
		t.Fatalf("a version from the future: %d", code)
	}
	if n := len(c.view(g.ID, g.Seats[0].Token).Log); n != 1 {
		t.Fatalf("%d moves in the log, want 1", n)
	}

	duo := c.create("toy", "Ann", "Ben")
	at := c.view(duo.ID, duo.Seats[0].Token).Version
	for i, m := range []string{"A", "X"} {
		if code, body := c.do("POST", "/api/games/"+duo.ID+"/moves", duo.Seats[i].Token, map[string]any{"move": m, "version": at}); code != http.StatusOK {
			t.Fatalf("seat %d's move on version %d: %d %s", i, at, code, body)
		}
	}
}

// A move without the version of the view it was made on is refused with
// 400 and a message naming the field, and nothing is played; a preview
// needs no version.
func TestMoveWithoutVersion(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("race", "Ann", "Ben")
	before := c.view(g.ID, g.Seats[0].Token).Version
	for _, body := range []any{
		map[string]any{"move": "1"},
		json.RawMessage(`{"move":"1","version":null}`),
	} {
		code, text := c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, body)
		if code != http.StatusBadRequest || !strings.Contains(text, `\"version\"`) || !strings.Contains(text, "version of the view") {
			t.Errorf("a move without a version (%s): %d %s", body, code, text)
		}
	}
	if code, text := c.do("POST", "/api/games/"+g.ID+"/moves", g.Seats[0].Token, map[string]any{"move": "1", "version": -1}); code != http.StatusBadRequest {
		t.Errorf("a move on version -1: %d %s", code, text)
	}
	if v := c.view(g.ID, g.Seats[0].Token); len(v.Log) != 0 || v.Version != before {
		t.Fatalf("refused moves changed the game: version %d, %d moves", v.Version, len(v.Log))
	}
	if code, text := c.do("POST", "/api/games/"+g.ID+"/preview", g.Seats[0].Token, map[string]any{"move": "1"}); code != http.StatusOK {
		t.Errorf("a preview without a version: %d %s", code, text)
	}
	if code, text := c.move(g.ID, g.Seats[0].Token, "1"); code != http.StatusOK {
		t.Errorf("the move with its version: %d %s", code, text)
	}
}

// countingStore counts the loads of each game.
type countingStore struct {
	store.Store
	mu    sync.Mutex
	loads int
}

func (s *countingStore) Load(id string) (store.Record, error) {
	s.mu.Lock()
	s.loads++
	s.mu.Unlock()
	return s.Store.Load(id)
}

// A damaged saved game is a game not found (404, gone), read once; a
// restart reads no game at all, only the summaries.
func TestDamagedGameIsNotFound(t *testing.T) {
	dir := t.TempDir()
	st := &countingStore{Store: gametest.Must(store.OpenDir(dir))}
	c := newClient(t, api.Config{Store: st})
	g := c.create("race", "Ann", "Ben")
	ok := c.create("race", "Ann", "Ben")
	c.api.Close()
	file := filepath.Join(dir, g.ID+".json")
	data := gametest.Must(os.ReadFile(file))
	os.WriteFile(file, data[:len(data)-40], 0o600) // the record's line cut short

	st.loads = 0
	c = newClient(t, api.Config{Store: st})
	if st.loads != 0 {
		t.Fatalf("the restart read %d games", st.loads)
	}
	for range 3 {
		code, body := c.do("GET", "/api/games/"+g.ID, g.Seats[0].Token, nil)
		if code != http.StatusNotFound || !strings.Contains(body, `"gone":true`) {
			t.Fatalf("a damaged game: %d %s", code, body)
		}
	}
	if st.loads != 1 {
		t.Fatalf("the damaged game was read %d times", st.loads)
	}
	if v := c.view(ok.ID, ok.Seats[0].Token); len(v.ToMove) == 0 {
		t.Fatalf("the sound game: %+v", v)
	}
}

// A finished game is kept a day after its end, an unfinished one 30 days
// after its last change; then both go, by their summaries alone.
func TestRetention(t *testing.T) {
	clock := fakeclock.New()
	st := &countingStore{Store: store.NewMemory()}
	c := newClient(t, api.Config{Store: st, Table: table.Config{Clock: clock}})
	done := c.create("race", "Ann", "Bob*")
	c.do("POST", "/api/games/"+done.ID+"/resign", done.Seats[0].Token, nil)
	open := c.create("race", "Ann", "Ben")
	clock.Advance(25 * time.Hour)
	c.api.Sweep()
	if _, err := st.Store.Load(done.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a game finished 25 hours ago is kept: %v", err)
	}
	if _, err := st.Store.Load(open.ID); err != nil {
		t.Fatalf("an unfinished game of a day ago is gone: %v", err)
	}
	clock.Advance(30 * 24 * time.Hour)
	c.api.Sweep()
	if _, err := st.Store.Load(open.ID); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a game untouched for 31 days is kept: %v", err)
	}
}
