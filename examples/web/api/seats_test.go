package api_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/examples/web/api"
)

// A browser is a client with a cookie jar of its own.
type browser struct {
	c    *client
	http *http.Client
}

func (c *client) browser() *browser {
	jar, _ := cookiejar.New(nil)
	return &browser{c, &http.Client{Jar: jar, Transport: c.srv.Client().Transport}}
}

// move sends a move of the browser's seat (tok, or its cookie), made on
// the version of the view it reads first.
func (b *browser) move(id, tok, m string) (int, string) {
	b.c.t.Helper()
	return sendMove(b.c.t, b.do, id, tok, m)
}

// do sends a request with the browser's cookies, and tok in the token
// header when not "".
func (b *browser) do(method, path, tok string, body any) (int, string) {
	b.c.t.Helper()
	var r io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		r = bytes.NewReader(data)
	}
	req, _ := http.NewRequest(method, b.c.srv.URL+path, r)
	if tok != "" {
		req.Header.Set("X-Tilekit-Token", tok)
	}
	resp, err := b.http.Do(req)
	if err != nil {
		b.c.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// create deals game in the browser; a name ending in "*" is a bot.
func (b *browser) create(game string, seats ...string) created {
	b.c.t.Helper()
	var req []map[string]any
	for _, s := range seats {
		name, bot := strings.CutSuffix(s, "*")
		req = append(req, map[string]any{"name": name, "bot": bot})
	}
	code, body := b.do("POST", "/api/games", "", map[string]any{"game": game, "seats": req})
	if code != http.StatusCreated {
		b.c.t.Fatalf("create %s: %d %s", game, code, body)
	}
	var g created
	json.Unmarshal([]byte(body), &g)
	return g
}

// Each seat, the host's included, has a link; the first browser to open
// it holds the seat, another browser is refused, the host's browser
// cannot take a friend's seat, and a link is no key.
func TestLinksAreClaimedOnce(t *testing.T) {
	c := newClient(t, api.Config{})
	host, friend, other := c.browser(), c.browser(), c.browser()
	g := host.create("toy", "Ann", "Ben")
	if g.Seats[0].Token == "" || g.Seats[1].Token == "" || g.Seats[0].Token == g.Seats[1].Token {
		t.Fatalf("links %+v", g.Seats)
	}
	base := "/api/games/" + g.ID
	// The host's own link is claimed by the host's browser already.
	if code, body := other.do("POST", base+"/join", g.Seats[0].Token, nil); code != http.StatusForbidden || !strings.Contains(body, "ErrClaimed") {
		t.Fatalf("another browser opening the host's link: %d %s", code, body)
	}
	// The host opening the friend's link does not become the friend.
	if code, body := host.do("POST", base+"/join", g.Seats[1].Token, nil); code != http.StatusConflict || !strings.Contains(body, `"seat":0`) {
		t.Fatalf("the host opening the friend's link: %d %s", code, body)
	}
	if code, body := host.do("GET", base, "", nil); code != http.StatusOK || !strings.Contains(body, `"seat":0,`) {
		t.Fatalf("the host's view after opening the friend's link: %d %.80s", code, body)
	}
	// A link is no key.
	if code, _ := c.do("GET", base, g.Seats[1].Token, nil); code != http.StatusForbidden {
		t.Fatalf("a link as a key: %d", code)
	}
	// The friend claims the seat; again in the same browser is the same.
	for range 2 {
		if code, body := friend.do("POST", base+"/join", g.Seats[1].Token, nil); code != http.StatusOK || !strings.Contains(body, `"seat":1`) {
			t.Fatalf("the friend's join: %d %s", code, body)
		}
	}
	if code, body := other.do("POST", base+"/join", g.Seats[1].Token, nil); code != http.StatusForbidden || !strings.Contains(body, "ErrClaimed") {
		t.Fatalf("a second browser with the friend's link: %d %s", code, body)
	}
	if code, body := other.do("GET", base, "", nil); code != http.StatusForbidden {
		t.Fatalf("the refused browser reads the game: %d %.80s", code, body)
	}
	if code, body := friend.do("GET", base, "", nil); code != http.StatusOK || !strings.Contains(body, `"seat":1,`) {
		t.Fatalf("the friend's view: %d %.80s", code, body)
	}
}

// The host issues a seat a new link: the old link and the browser that
// claimed it lose the seat, and the new link is claimed as any. Only the
// host may.
func TestHostReissuesALink(t *testing.T) {
	c := newClient(t, api.Config{})
	host, friend, phone := c.browser(), c.browser(), c.browser()
	g := host.create("toy", "Ann", "Ben")
	base := "/api/games/" + g.ID
	friend.do("POST", base+"/join", g.Seats[1].Token, nil)
	if code, body := friend.do("POST", base+"/seats/0/link", "", nil); code != http.StatusForbidden || !strings.Contains(body, `"rule":"ErrNotHost"`) {
		t.Fatalf("a friend issuing the host's link: %d %s", code, body)
	}
	_, view := host.do("GET", base, "", nil)
	if !strings.Contains(view, `"host":true`) || !strings.Contains(view, `"claimed":true`) {
		t.Fatalf("the host's view: %.300s", view)
	}
	code, body := host.do("POST", base+"/seats/1/link", "", nil)
	var re struct{ Token string }
	json.Unmarshal([]byte(body), &re)
	if code != http.StatusOK || re.Token == "" || re.Token == g.Seats[1].Token {
		t.Fatalf("re-issue: %d %s", code, body)
	}
	if code, _ := friend.do("GET", base, "", nil); code != http.StatusForbidden {
		t.Fatalf("the revoked browser still reads the game: %d", code)
	}
	if code, _ := phone.do("POST", base+"/join", g.Seats[1].Token, nil); code != http.StatusForbidden {
		t.Fatalf("the old link still claims: %d", code)
	}
	_, view = host.do("GET", base, "", nil)
	if !strings.Contains(view, re.Token) {
		t.Fatalf("the host's view lacks the unclaimed seat's new link: %.300s", view)
	}
	if code, body := phone.do("POST", base+"/join", re.Token, nil); code != http.StatusOK {
		t.Fatalf("the new link: %d %s", code, body)
	}
	_, view = host.do("GET", base, "", nil)
	if strings.Contains(view, re.Token) {
		t.Fatal("the host's view shows a claimed seat's link")
	}
	_, view = phone.do("GET", base, "", nil)
	if strings.Contains(view, `"token"`) || strings.Contains(view, `"host":true`) {
		t.Fatalf("a guest's view shows links: %.300s", view)
	}
}

// A browser lists its games, unfinished first, and resigns one: a bot
// plays on where a person is left; with none left the game is abandoned
// and over, and counts against nothing.
func TestYourGamesAndResign(t *testing.T) {
	c := newClient(t, api.Config{})
	ann, ben, stranger := c.browser(), c.browser(), c.browser()
	solo := ann.create("race", "Ann", "Bob*")
	duo := ann.create("toy", "Ann", "Ben")
	ben.do("POST", "/api/games/"+duo.ID+"/join", duo.Seats[1].Token, nil)

	var list struct {
		Games []struct {
			ID       string
			Seat     int
			Over     bool
			YourTurn bool
		}
	}
	_, body := ann.do("GET", "/api/games", "", nil)
	json.Unmarshal([]byte(body), &list)
	if len(list.Games) != 2 || list.Games[0].Over || !list.Games[0].YourTurn {
		t.Fatalf("Ann's games: %s", body)
	}
	if _, body := stranger.do("GET", "/api/games", "", nil); body != "{\"games\":[]}\n" {
		t.Fatalf("a stranger's games: %s", body)
	}

	// Ben resigns the duo: a bot plays on for him.
	code, body := ben.do("POST", "/api/games/"+duo.ID+"/resign", "", nil)
	if code != http.StatusOK || !strings.Contains(body, `"resigned":true`) || strings.Contains(body, `"over":true`) {
		t.Fatalf("Ben resigns: %d %.300s", code, body)
	}
	if code, body := ben.move(duo.ID, "", "X"); code != http.StatusUnprocessableEntity || !strings.Contains(body, "ErrResigned") {
		t.Fatalf("a resigned seat moves: %d %s", code, body)
	}
	// Ann resigns the solo game: nobody is left, the game is abandoned.
	code, body = ann.do("POST", "/api/games/"+solo.ID+"/resign", "", nil)
	if code != http.StatusOK || !strings.Contains(body, `"over":true`) || !strings.Contains(body, `"abandoned":true`) || !strings.Contains(body, `"toMove":[]`) {
		t.Fatalf("Ann resigns alone: %d %.400s", code, body)
	}
	_, body = ann.do("GET", "/api/games", "", nil)
	json.Unmarshal([]byte(body), &list)
	if len(list.Games) != 2 || list.Games[0].ID != duo.ID || !list.Games[1].Over {
		t.Fatalf("Ann's games after resigning one: %s", body)
	}
}
