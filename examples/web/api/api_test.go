package api_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	_ "github.com/tilekit/tilekit/examples/internal/racetest"
	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/internal/fakeclock"
	_ "github.com/tilekit/tilekit/examples/web/internal/toygame"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
	"github.com/tilekit/tilekit/internal/gametest"
)

// client talks to a test server.
type client struct {
	t   *testing.T
	srv *httptest.Server
	api *api.Server
}

func newClient(t *testing.T, cfg api.Config) *client {
	t.Helper()
	if cfg.Store == nil {
		cfg.Store = store.NewMemory()
	}
	s := gametest.Must(api.New(cfg))
	srv := httptest.NewServer(s.Handler())
	t.Cleanup(func() {
		s.Shutdown()
		srv.Close()
		s.Close()
	})
	return &client{t, srv, s}
}

// do sends a request with the seat token tok (none when "") and a JSON
// body (nil for none); it returns the status and the answer's text.
func (c *client) do(method, path, tok string, body any) (int, string) {
	c.t.Helper()
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.srv.URL+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	if tok != "" {
		req.Header.Set("X-Tilekit-Token", tok)
	}
	resp, err := c.srv.Client().Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// move sends seat tok's move m, made on the version of the seat's view
// it reads first, as a page does; it returns the status and the answer.
func (c *client) move(id, tok, m string) (int, string) {
	c.t.Helper()
	return sendMove(c.t, c.do, id, tok, m)
}

// sendMove is move for a client's or a browser's do.
func sendMove(t *testing.T, do func(method, path, tok string, body any) (int, string), id, tok, m string) (int, string) {
	t.Helper()
	code, body := do("GET", "/api/games/"+id, tok, nil)
	var v struct{ Version int }
	if code != http.StatusOK || json.Unmarshal([]byte(body), &v) != nil {
		t.Fatalf("the view before the move %q: %d %s", m, code, body)
	}
	return do("POST", "/api/games/"+id+"/moves", tok, map[string]any{"move": m, "version": v.Version})
}

type seatJSON struct {
	Seat  int    `json:"seat"`
	Name  string `json:"name"`
	Bot   bool   `json:"bot"`
	Level string `json:"level"`
	Token string `json:"token"`
	// Link is the seat's link, once keys has made Token its key.
	Link string `json:"-"`
}

type created struct {
	ID    string     `json:"id"`
	Seat  int        `json:"seat"`
	Key   string     `json:"key"`
	Watch string     `json:"watch"`
	Seats []seatJSON `json:"seats"`
}

// keys makes each person's Token in g the seat's key: the host's from
// the answer to the creation, the others' by opening their links, each
// as a browser of its own (no device cookie).
func (c *client) keys(g *created) {
	c.t.Helper()
	for i, st := range g.Seats {
		if st.Bot {
			continue
		}
		g.Seats[i].Link = st.Token
		if i == g.Seat {
			g.Seats[i].Token = g.Key
			continue
		}
		code, body := c.do("POST", "/api/games/"+g.ID+"/join", st.Token, nil)
		var j struct{ Key string }
		json.Unmarshal([]byte(body), &j)
		if code != http.StatusOK || j.Key == "" {
			c.t.Fatalf("join seat %d: %d %s", i, code, body)
		}
		g.Seats[i].Token = j.Key
	}
}

// create deals game with the seats; a name ending in "*" is a bot.
func (c *client) create(game string, seats ...string) created {
	c.t.Helper()
	var req struct {
		Game  string           `json:"game"`
		Seats []map[string]any `json:"seats"`
	}
	req.Game = game
	for _, s := range seats {
		name, bot := strings.CutSuffix(s, "*")
		req.Seats = append(req.Seats, map[string]any{"name": name, "bot": bot})
	}
	code, body := c.do("POST", "/api/games", "", req)
	if code != http.StatusCreated {
		c.t.Fatalf("create %s: %d %s", game, code, body)
	}
	var out created
	json.Unmarshal([]byte(body), &out)
	c.keys(&out)
	return out
}

type viewJSON struct {
	Version int   `json:"version"`
	ToMove  []int `json:"toMove"`
	Over    bool  `json:"over"`
	Log     []struct {
		Seat   int    `json:"seat"`
		Name   string `json:"name"`
		Move   string `json:"move"`
		Points int    `json:"points"`
	} `json:"log"`
	View json.RawMessage `json:"view"`
}

func (c *client) view(id, tok string) viewJSON {
	c.t.Helper()
	code, body := c.do("GET", "/api/games/"+id, tok, nil)
	if code != http.StatusOK {
		c.t.Fatalf("view: %d %s", code, body)
	}
	var v viewJSON
	json.Unmarshal([]byte(body), &v)
	return v
}

// A seat that may not move learns nothing of another seat from
// a refused move, a refused preview or a refused hint, and every endpoint
// of a game refuses a request without a seat.
func TestSeatChecksOnEveryEndpoint(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("toy", "Ann", "Ben")
	ann, ben := g.Seats[0].Token, g.Seats[1].Token
	// Ben finishes his round, so he is the seat that waits.
	if code, body := c.move(g.ID, ben, "done"); code != http.StatusOK {
		t.Fatalf("Ben's done: %d %s", code, body)
	}
	if code, body := c.move(g.ID, ann, "A"); code != http.StatusOK {
		t.Fatalf("Ann's A: %d %s", code, body)
	}
	annSecrets := []string{"AEI", "EI", `"0 A"`}
	check := func(what string, code int, body string, want int) {
		t.Helper()
		if code != want {
			t.Errorf("%s: status %d, want %d: %s", what, code, want, body)
		}
		for _, s := range annSecrets {
			if strings.Contains(body, s) {
				t.Errorf("%s tells Ben %s of Ann's: %s", what, s, body)
			}
		}
	}
	for _, m := range []string{"0 X", "0 E", "E", "0 done", "0 timeup", "1 timeup", "X"} {
		code, body := c.move(g.ID, ben, m)
		check("Ben's move "+m, code, body, http.StatusUnprocessableEntity)
		code, body = c.do("POST", "/api/games/"+g.ID+"/preview", ben, map[string]string{"move": m})
		check("Ben's preview "+m, code, body, http.StatusUnprocessableEntity)
	}
	code, body := c.do("GET", "/api/games/"+g.ID+"/hints", ben, nil)
	check("Ben's hints", code, body, http.StatusUnprocessableEntity)
	code, body = c.do("GET", "/api/games/"+g.ID, ben, nil)
	check("Ben's view", code, body, http.StatusOK)
	if !strings.Contains(body, `"0 ?"`) {
		t.Errorf("Ben's log does not show Ann's move as hidden: %s", body)
	}
	code, body = c.do("GET", "/api/games/"+g.ID, g.Watch, nil)
	check("the spectator's view", code, body, http.StatusOK)
	code, body = c.do("GET", "/api/games/"+g.ID+"/hints", g.Watch, nil)
	check("the spectator's hints", code, body, http.StatusUnprocessableEntity)
	code, body = c.move(g.ID, g.Watch, "0 E")
	check("the spectator's move", code, body, http.StatusUnprocessableEntity)

	// Ann's own seat still gets her hints, from her rack.
	if code, body := c.do("GET", "/api/games/"+g.ID+"/hints", ann, nil); code != http.StatusOK || !strings.Contains(body, "EI") {
		t.Errorf("Ann's hints: %d %s", code, body)
	}

	// No token, a wrong token, or a token in the query string: 403 on
	// every endpoint, with nothing of the game.
	eps := []struct{ method, path string }{
		{"GET", ""}, {"GET", "/events"}, {"GET", "/hints"}, {"GET", "/record"},
		{"POST", "/moves"}, {"POST", "/preview"}, {"POST", "/join"},
	}
	for _, ep := range eps {
		for _, tok := range []string{"", "0000", ann + "x", ann[:len(ann)-1]} {
			code, body := c.do(ep.method, "/api/games/"+g.ID+ep.path, tok, map[string]string{"move": "E"})
			if code != http.StatusForbidden || strings.Contains(body, "rack") || strings.Contains(body, "view") {
				t.Errorf("%s %s with token %q: %d %s", ep.method, ep.path, tok, code, body)
			}
		}
		code, _ := c.do(ep.method, "/api/games/"+g.ID+ep.path+"?token="+ann, "", map[string]string{"move": "E"})
		if code != http.StatusForbidden {
			t.Errorf("%s %s took a token from the query string: %d", ep.method, ep.path, code)
		}
	}
}

// No seat can send the moves of the table's clock.
func TestClockMovesRefused(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("toy", "Ann", "Ben")
	for _, s := range g.Seats {
		for _, m := range []string{"timeup", "0 timeup", "1 timeup", "0 done", "1 done"} {
			if strings.HasSuffix(m, "done") && m[0] == byte('0'+s.Seat) {
				continue
			}
			code, body := c.move(g.ID, s.Token, m)
			if code != http.StatusUnprocessableEntity || !strings.Contains(body, "ErrNotYourTurn") {
				t.Errorf("%s sent %q: %d %s", s.Name, m, code, body)
			}
		}
	}
	if v := c.view(g.ID, g.Seats[0].Token); len(v.Log) != 0 {
		t.Fatalf("refused moves changed the game: version %d", v.Version)
	}
}

// The answer to a person's move holds that move alone; the bot
// answers afterwards as its own step, with its points in the log.
func TestBotMovesAreSteps(t *testing.T) {
	c := newClient(t, api.Config{Table: table.Config{BotDelay: time.Hour}})
	g := c.create("race", "Ann", "Bob*")
	code, body := c.move(g.ID, g.Seats[0].Token, "2")
	var v viewJSON
	json.Unmarshal([]byte(body), &v)
	if code != http.StatusOK || len(v.Log) != 1 || len(v.ToMove) != 1 || v.ToMove[0] != 1 {
		t.Fatalf("after Ann's move: %d %s", code, body)
	}
	if l := v.Log[0]; l.Name != "Ann" || l.Move != "2" {
		t.Fatalf("log entry %+v", l)
	}

	c2 := newClient(t, api.Config{})
	g = c2.create("race", "Ann", "Bob*")
	c2.move(g.ID, g.Seats[0].Token, "2")
	for limit := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		v = c2.view(g.ID, g.Seats[0].Token)
		if len(v.Log) == 2 {
			break
		}
		if time.Now().After(limit) {
			t.Fatalf("the bot never moved: %+v", v)
		}
	}
	if l := v.Log[1]; l.Seat != 1 || l.Name != "Bob" || l.Move == "" {
		t.Fatalf("the bot's step: %+v", l)
	}
}

// A game survives a restart of the server, and an unknown
// game is a clear 404.
func TestGamesSurviveARestart(t *testing.T) {
	dir := t.TempDir()
	open := func() *client {
		st := gametest.Must(store.OpenDir(dir))
		return newClient(t, api.Config{Store: st})
	}
	c := open()
	fresh := c.create("race", "Ann", "Bob*") // no move yet
	g := c.create("toy", "Ann", "Ben")
	ann := g.Seats[0].Token
	if code, body := c.move(g.ID, ann, "A"); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, body)
	}
	before := c.view(g.ID, ann)
	c.srv.Close()
	c.api.Close()

	c = open()
	after := c.view(g.ID, ann)
	if after.Version != before.Version || string(after.View) != string(before.View) || len(after.Log) != 1 {
		t.Fatalf("after the restart: %+v, before: %+v", after, before)
	}
	if code, body := c.move(g.ID, ann, "E"); code != http.StatusOK {
		t.Fatalf("a move after the restart: %d %s", code, body)
	}
	if code, body := c.move(fresh.ID, fresh.Seats[0].Token, "1"); code != http.StatusOK {
		t.Fatalf("a game dealt just before the restart: %d %s", code, body)
	}

	for _, id := range []string{"0123456789abcdef", "nonsense", "0123456789ABCDEF"} {
		code, body := c.do("GET", "/api/games/"+id, ann, nil)
		if code != http.StatusNotFound || !strings.Contains(body, `"gone":true`) {
			t.Errorf("game %q: %d %s", id, code, body)
		}
	}
}

// An address's unfinished games and bots are bounded, with 429 and
// Retry-After past the bound; a finished game counts nothing.
func TestAddressLimits(t *testing.T) {
	c := newClient(t, api.Config{AddrGames: 2, AddrBots: 1})
	c.create("race", "Ann", "Bob*")
	var req = map[string]any{"game": "race", "seats": []map[string]any{{"name": "A"}, {"name": "B", "bot": true}}}
	if code, body := c.do("POST", "/api/games", "", req); code != http.StatusTooManyRequests {
		t.Errorf("a second bot: %d %s", code, body)
	}
	g := c.create("race", "Ann", "Ben")
	req = map[string]any{"game": "race", "seats": []map[string]any{{"name": "A"}, {"name": "B"}}}
	if code, body := c.do("POST", "/api/games", "", req); code != http.StatusTooManyRequests {
		t.Errorf("a third game: %d %s", code, body)
	}
	for _, st := range g.Seats {
		if code, body := c.do("POST", "/api/games/"+g.ID+"/resign", st.Token, nil); code != http.StatusOK {
			t.Fatalf("resign: %d %s", code, body)
		}
	}
	if code, body := c.do("POST", "/api/games", "", req); code != http.StatusCreated {
		t.Errorf("a game after resigning one: %d %s", code, body)
	}
}

// An unknown token gets a clear refusal, not a game page.
func TestUnknownToken(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("race", "Ann", "Bob*")
	code, body := c.do("GET", "/api/games/"+g.ID, "feedfacefeedfacefeedfacefeedface", nil)
	if code != http.StatusForbidden || !strings.Contains(body, "no seat") {
		t.Fatalf("%d %s", code, body)
	}
}

// The join endpoint gives a browser the cookie of its seat's key, and
// the cookie then finds the seat.
func TestJoinSetsCookie(t *testing.T) {
	c := newClient(t, api.Config{})
	code, body := c.do("POST", "/api/games", "", map[string]any{"game": "toy", "seats": []map[string]any{{"name": "Ann"}, {"name": "Ben"}}})
	if code != http.StatusCreated {
		t.Fatal(code, body)
	}
	var g created
	json.Unmarshal([]byte(body), &g)
	req, _ := http.NewRequest("POST", c.srv.URL+"/api/games/"+g.ID+"/join", nil)
	req.Header.Set("X-Tilekit-Token", g.Seats[1].Token)
	resp, err := c.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var j struct{ Key string }
	json.NewDecoder(resp.Body).Decode(&j)
	resp.Body.Close()
	var cookie *http.Cookie
	for _, ck := range resp.Cookies() {
		if ck.Name == "tilekit-seat" {
			cookie = ck
		}
	}
	if cookie == nil || !cookie.HttpOnly || cookie.Path != "/api/games/"+g.ID || cookie.Value != j.Key || j.Key == g.Seats[1].Token {
		t.Fatalf("cookie %+v, key %q", cookie, j.Key)
	}
	req, _ = http.NewRequest("GET", c.srv.URL+"/api/games/"+g.ID, nil)
	req.AddCookie(cookie)
	resp, err = c.srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v struct{ Seat int }
	json.NewDecoder(resp.Body).Decode(&v)
	if resp.StatusCode != http.StatusOK || v.Seat != 1 {
		t.Fatalf("view by cookie: %s seat %d", resp.Status, v.Seat)
	}
}

// Tables leave memory by idle time, never by age, and
// never while someone watches; a game that left memory comes back from
// the store whole; when every table is in use, a new game is refused
// rather than an old one dropped.
func TestEvictionByIdleTime(t *testing.T) {
	clock := fakeclock.New()
	c := newClient(t, api.Config{Table: table.Config{Clock: clock}, MaxTables: 2, Evict: 10 * time.Minute})
	old := c.create("race", "Ann", "Ben")   // the oldest, but in play
	quiet := c.create("race", "Ann", "Ben") // newer, but left alone
	clock.Advance(5 * time.Minute)
	if code, body := c.move(old.ID, old.Seats[0].Token, "3"); code != http.StatusOK {
		t.Fatalf("move: %d %s", code, body)
	}
	// A third game needs room: the idle one goes, the old one in play stays.
	third := c.create("race", "Ann", "Ben")
	if !c.api.Live(old.ID) || c.api.Live(quiet.ID) || !c.api.Live(third.ID) {
		t.Fatalf("in memory: old %v, quiet %v, third %v", c.api.Live(old.ID), c.api.Live(quiet.ID), c.api.Live(third.ID))
	}
	// Every table is in use now: a fourth game is refused, nothing dropped.
	code, body := c.do("POST", "/api/games", "", map[string]any{"game": "race", "seats": []map[string]any{{"name": "A"}, {"name": "B"}}})
	if code != http.StatusServiceUnavailable {
		t.Fatalf("a game past the limit: %d %s", code, body)
	}
	if !c.api.Live(old.ID) || !c.api.Live(third.ID) {
		t.Fatal("a table in use was dropped for a new game")
	}
	// The idle game comes back from the store on its next request.
	clock.Advance(2 * time.Minute)
	if v := c.view(quiet.ID, quiet.Seats[0].Token); len(v.Log) != 0 {
		t.Fatalf("the evicted game came back as %+v", v)
	}
	// Sweep drops tables idle for longer than Evict, but not one with a
	// watcher.
	req, _ := http.NewRequest("GET", c.srv.URL+"/api/games/"+old.ID+"/events", nil)
	req.Header.Set("X-Tilekit-Token", old.Watch)
	stream := gametest.Must(c.srv.Client().Do(req))
	defer stream.Body.Close()
	bufio.NewReader(stream.Body).ReadString('\n')
	clock.Advance(time.Hour)
	c.api.Sweep()
	if !c.api.Live(old.ID) {
		t.Fatal("Sweep dropped a table someone watches")
	}
	if c.api.Live(quiet.ID) || c.api.Live(third.ID) {
		t.Fatal("Sweep kept idle tables")
	}
	if v := c.view(third.ID, third.Seats[0].Token); len(v.Log) != 0 {
		t.Fatalf("a swept game came back as %+v", v)
	}
}
