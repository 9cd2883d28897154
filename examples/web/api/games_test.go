package api_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/internal/fakeclock"
	"github.com/tilekit/tilekit/examples/web/table"
)

type kindJSON struct {
	Name    string           `json:"name"`
	Preset  string           `json:"preset"`
	Players int              `json:"players"`
	Bots    bool             `json:"bots"`
	Presets []tilekit.Preset `json:"presets"`
	Levels  []string
}

// The lobby's defaults deal every game: two seats where the
// game allows, the second a named bot at a named level. No view
// has a null in it. Each preset offered says its seat counts, and
// none needs a word list the server does not have.
func TestLobbyDefaultsStartEveryGame(t *testing.T) {
	c := newClient(t, api.Config{Table: table.Config{BotDelay: 1 << 40}, AddrGames: 100})
	code, body := c.do("GET", "/api/kinds", "", nil)
	if code != http.StatusOK {
		t.Fatal(code, body)
	}
	var kinds []kindJSON
	json.Unmarshal([]byte(body), &kinds)
	found := map[string]bool{}
	for _, k := range kinds {
		found[k.Name] = true
		for _, p := range k.Presets {
			if p.Alphabet != "" || p.MinPlayers < 1 || p.MaxPlayers < p.MinPlayers {
				t.Errorf("%s: the lobby offers the preset %+v", k.Name, p)
			}
		}
		if k.Players < 1 {
			t.Errorf("%s: default of %d players", k.Name, k.Players)
			continue
		}
		seats := []map[string]any{{"name": "You"}}
		for i := 1; i < k.Players; i++ {
			seats = append(seats, map[string]any{"name": "Bob", "bot": k.Bots, "level": "medium"})
		}
		req := map[string]any{"game": k.Name, "preset": k.Preset, "seats": seats}
		code, body := c.do("POST", "/api/games", "", req)
		if code != http.StatusCreated {
			t.Errorf("%s: the lobby's default (%s, %d players) is refused: %d %s", k.Name, k.Preset, k.Players, code, body)
			continue
		}
		if k.Players != 2 && k.Name != "toy" && k.Name != "race" {
			t.Errorf("%s: the default is %d seats, not two", k.Name, k.Players)
		}
		var g created
		json.Unmarshal([]byte(body), &g)
		c.keys(&g)
		if len(g.Seats) > 1 && (g.Seats[1].Level != "medium" || g.Seats[1].Name != "Bob") {
			t.Errorf("%s: the bot seat is %+v", k.Name, g.Seats[1])
		}
		// The server's own fields hold no null (the game's view is the
		// game package's to check).
		_, view := c.do("GET", "/api/games/"+g.ID, g.Seats[0].Token, nil)
		var fields map[string]json.RawMessage
		json.Unmarshal([]byte(view), &fields)
		delete(fields, "view")
		if own, _ := json.Marshal(fields); strings.Contains(string(own), "null") {
			t.Errorf("%s: a null in the view: %s", k.Name, nullContext(string(own)))
		}
		if k.Name == "wordoku" && !strings.Contains(view, `"clock":{`) {
			t.Errorf("wordoku: a timed round without a clock: %s", view)
		}
	}
	for _, name := range []string{"wordle", "wordgame", "wordoku", "sumoku", "quaddoku"} {
		if !found[name] {
			t.Errorf("the lobby lacks %s", name)
		}
	}
}

// A preset in another alphabet than English, or a seat count its rules
// do not allow, is refused with a word of why, before anything is dealt.
func TestCreateRefusesWhatTheServerCannotDeal(t *testing.T) {
	c := newClient(t, api.Config{})
	for _, tc := range []struct {
		game, preset string
		seats        int
		want         string
	}{
		{"wordle", "spanish", 2, "word list in spanish"},
		{"wordle", "klingon", 2, `has no rules`},
		{"sumoku", "solo", 2, "for 1 to 1 players, not 2"},
		{"wordgame", "", 5, "for 2 to 4 players, not 5"},
	} {
		seats := make([]map[string]any, tc.seats)
		for i := range seats {
			seats[i] = map[string]any{"name": "Ann"}
		}
		code, body := c.do("POST", "/api/games", "", map[string]any{"game": tc.game, "preset": tc.preset, "seats": seats})
		if code != http.StatusBadRequest || !strings.Contains(body, tc.want) {
			t.Errorf("%s %q with %d seats: %d %s, want 400 saying %q", tc.game, tc.preset, tc.seats, code, body, tc.want)
		}
	}
}

func nullContext(s string) string {
	i := strings.Index(s, "null")
	return s[max(0, i-80):min(len(s), i+10)]
}

// In the crossword game: the seat that waits gets nothing of
// the other seat's rack from a refused move, a preview or hints.
func TestCrosswordWaitingSeatLearnsNoRack(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("wordgame", "Ann", "Ben")
	var v struct {
		ToMove []int `json:"toMove"`
		View   struct {
			Rack []struct{ Letter string } `json:"rack"`
		} `json:"view"`
	}
	_, body := c.do("GET", "/api/games/"+g.ID, g.Seats[0].Token, nil)
	json.Unmarshal([]byte(body), &v)
	mover := v.ToMove[0]
	waiter := 1 - mover
	_, body = c.do("GET", "/api/games/"+g.ID, g.Seats[mover].Token, nil)
	json.Unmarshal([]byte(body), &v)
	var rack strings.Builder
	for _, t := range v.View.Rack {
		rack.WriteString(t.Letter)
	}
	// A blank shows no letter, so the rack's tiles are counted, not its
	// letters.
	if len(v.View.Rack) < 7 {
		t.Fatalf("the mover's rack %q has %d tiles, want 7", rack.String(), len(v.View.Rack))
	}
	// Any run of four of the mover's rack letters in order, or the
	// words the mover's hints would make, would be a leak.
	_, hints := c.do("GET", "/api/games/"+g.ID+"/hints", g.Seats[mover].Token, nil)
	var hs []struct{ Move string }
	json.Unmarshal([]byte(hints), &hs)
	leaks := []string{rack.String()}
	for _, h := range hs {
		if _, w, ok := strings.Cut(h.Move, " "); ok {
			leaks = append(leaks, w)
		}
	}
	for _, m := range []string{"8H ZZZZ", "8H QI", "H8 XYST", "-", "-ABC"} {
		for _, ep := range []string{"/moves", "/preview"} {
			code, body := c.do("POST", "/api/games/"+g.ID+ep, g.Seats[waiter].Token, map[string]string{"move": m})
			if ep == "/moves" {
				code, body = c.move(g.ID, g.Seats[waiter].Token, m)
			}
			if code != http.StatusUnprocessableEntity || !strings.Contains(body, "ErrNotYourTurn") {
				t.Errorf("the waiting seat's %s %q: %d %s", ep, m, code, body)
			}
			for _, l := range leaks {
				if strings.Contains(body, l) {
					t.Errorf("the waiting seat's %s %q shows %s: %s", ep, m, l, body)
				}
			}
		}
	}
	code, body := c.do("GET", "/api/games/"+g.ID+"/hints", g.Seats[waiter].Token, nil)
	if code != http.StatusUnprocessableEntity || regexp.MustCompile(`"move"`).MatchString(body) {
		t.Errorf("the waiting seat's hints: %d %s", code, body)
	}
}

// In Wordoku: no seat can end a round, or the game.
func TestWordokuSeatsCannotEndRounds(t *testing.T) {
	c := newClient(t, api.Config{})
	g := c.create("wordoku", "Ann", "Ben")
	for _, s := range g.Seats {
		for _, m := range []string{"endround", "endround 1", "endround 2", "endround 3"} {
			code, body := c.move(g.ID, s.Token, m)
			if code != http.StatusUnprocessableEntity {
				t.Errorf("%s sent %q: %d %s", s.Name, m, code, body)
			}
		}
	}
	if v := c.view(g.ID, g.Seats[0].Token); v.Over || len(v.Log) != 0 {
		t.Fatalf("after the refused round ends: %+v", v)
	}
}

// Defect 8: Wordle's timed preset has a clock on the server. The guesser
// who lets a row's time run out loses the row to the clock's move, which
// no seat may send itself, and which the log shows as the table's.
func TestWordleTimedRunsOutForReal(t *testing.T) {
	clock := fakeclock.New()
	c := newClient(t, api.Config{Table: table.Config{Clock: clock}})
	req := map[string]any{"game": "wordle", "preset": "timed", "seats": []map[string]any{{"name": "Ann"}, {"name": "Ben"}}}
	code, body := c.do("POST", "/api/games", "", req)
	if code != http.StatusCreated {
		t.Fatalf("create: %d %s", code, body)
	}
	var g created
	json.Unmarshal([]byte(body), &g)
	c.keys(&g)
	ann, ben := g.Seats[0].Token, g.Seats[1].Token

	k, _ := tilekit.Lookup("wordle")
	local, err := k.New("timed", []string{"Ann", "Ben"}, 1)
	if err != nil {
		t.Fatal(err)
	}
	local, err = local.PlayAs(0, "CRANE")
	if err != nil {
		t.Fatal(err)
	}
	period, limit := local.Clock()
	if limit <= 0 {
		t.Fatalf("the timed preset has no clock: %q %v", period, limit)
	}
	expired, err := local.Expire(period)
	if err != nil {
		t.Fatal(err)
	}
	timeUp, _ := expired.LastMove()
	if timeUp != "1 timeup" {
		t.Fatalf("the clock's move is %q", timeUp)
	}

	if code, body := c.move(g.ID, ann, "CRANE"); code != http.StatusOK {
		t.Fatalf("Ann's secret: %d %s", code, body)
	}
	var v struct {
		Clock *struct{ LeftMs int64 } `json:"clock"`
		Log   []struct {
			Seat int
			Move string
		} `json:"log"`
	}
	_, body = c.do("GET", "/api/games/"+g.ID, ben, nil)
	json.Unmarshal([]byte(body), &v)
	if v.Clock == nil || v.Clock.LeftMs != limit.Milliseconds() {
		t.Fatalf("Ben's view after the secret has no running clock: %s", body)
	}
	for _, tok := range []string{ann, ben} {
		if code, body := c.move(g.ID, tok, timeUp); code != http.StatusUnprocessableEntity {
			t.Errorf("a seat sent the clock's %q: %d %s", timeUp, code, body)
		}
	}
	clock.Advance(limit)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(5 * time.Millisecond) {
		_, body = c.do("GET", "/api/games/"+g.ID, ben, nil)
		json.Unmarshal([]byte(body), &v)
		if len(v.Log) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the row's time ran out and nothing happened: %s", body)
		}
	}
	if e := v.Log[1]; e.Seat != tilekit.Onlooker || e.Move != timeUp {
		t.Fatalf("the clock's move: %+v, want %q", e, timeUp)
	}
}
