package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/tilekit/tilekit/examples/internal/racetest"
)

func init() { racetest.Register() }

// client talks to a test server.
type client struct {
	t   *testing.T
	srv *httptest.Server
}

func newClient(t *testing.T) *client {
	srv := httptest.NewServer(newServer().routes())
	t.Cleanup(srv.Close)
	return &client{t, srv}
}

// do sends a request with a JSON body (nil for none) and decodes the JSON
// answer into out (when not nil), returning the status.
func (c *client) do(method, path string, body, out any) int {
	c.t.Helper()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			c.t.Fatal(err)
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.srv.URL+path, r)
	if err != nil {
		c.t.Fatal(err)
	}
	resp, err := c.srv.Client().Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	if out != nil && len(data) > 0 {
		if err := json.Unmarshal(data, out); err != nil {
			c.t.Fatalf("%s %s: %v in %s", method, path, err, data)
		}
	}
	return resp.StatusCode
}

// create starts a game and returns its id and the seats' tokens.
func (c *client) create(game string, seats ...string) (string, []string) {
	c.t.Helper()
	type st struct {
		Name string `json:"name"`
		Bot  bool   `json:"bot"`
	}
	req := map[string]any{"game": game, "seed": 1}
	var list []st
	for _, s := range seats {
		list = append(list, st{Name: strings.TrimSuffix(s, "*"), Bot: strings.HasSuffix(s, "*")})
	}
	req["seats"] = list
	var resp createResponse
	if code := c.do("POST", "/api/games", req, &resp); code != http.StatusCreated {
		c.t.Fatalf("create %s: status %d", game, code)
	}
	tokens := make([]string, len(resp.Seats))
	for i, s := range resp.Seats {
		tokens[i] = s.Token
	}
	return resp.ID, tokens
}

func (c *client) move(id, token, move string) (viewResponse, apiError, int) {
	c.t.Helper()
	var raw json.RawMessage
	code := c.do("POST", "/api/games/"+id+"/moves", moveRequest{token, move}, &raw)
	var v viewResponse
	var e apiError
	if code == http.StatusOK {
		json.Unmarshal(raw, &v)
	} else {
		json.Unmarshal(raw, &e)
	}
	return v, e, code
}

func TestRaceAgainstBot(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("race", "Ann", "Bot*")
	if tok[1] != "" {
		t.Fatalf("a bot's token was handed out: %q", tok[1])
	}
	_, e, code := c.move(id, tok[0], "7")
	if code != http.StatusUnprocessableEntity || e.Rule != "errRace" || !strings.Contains(e.Error, `not "7"`) {
		t.Fatalf("bad move: %d %+v", code, e)
	}
	var v viewResponse
	c.do("GET", "/api/games/"+id+"?token="+tok[0], nil, &v)
	if len(v.History) != 0 {
		t.Fatalf("a refused move changed the game: %v", v.History)
	}
	for !v.Over {
		var code int
		v, e, code = c.move(id, tok[0], "1")
		if code != http.StatusOK {
			t.Fatalf("move: %d %+v", code, e)
		}
	}
	if v.Result == "" || len(v.History) < 2 {
		t.Fatalf("finished game: %+v", v)
	}
	if _, _, code := c.move(id, tok[0], "1"); code != http.StatusUnprocessableEntity {
		t.Errorf("a move after the end: status %d, want 422", code)
	}
}

func TestBadRequests(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("race", "Ann", "Ben")
	cases := []struct {
		method, path string
		body         any
		want         int
	}{
		{"POST", "/api/games", map[string]any{"game": "chess", "seats": []any{}}, 400},
		{"POST", "/api/games", map[string]any{"game": "race", "seats": []map[string]any{{"name": "x"}}}, 400},
		{"POST", "/api/games", map[string]any{"game": "race", "bogus": 1}, 400},
		{"GET", "/api/games/nope?token=" + tok[0], nil, 404},
		{"GET", "/api/games/" + id + "?token=00", nil, 404},
		{"GET", "/api/games/" + id, nil, 404},
		{"POST", "/api/games/" + id + "/moves", moveRequest{"bad", "1"}, 404},
		{"POST", "/api/games/" + id + "/moves", moveRequest{tok[1], "1"}, 422}, // not Ben's turn
	}
	for _, tc := range cases {
		var e apiError
		if got := c.do(tc.method, tc.path, tc.body, &e); got != tc.want {
			t.Errorf("%s %s %v: status %d (%s), want %d", tc.method, tc.path, tc.body, got, e.Error, tc.want)
		}
	}
	// Malformed JSON and oversized bodies.
	resp, err := http.Post(c.srv.URL+"/api/games/"+id+"/moves", "application/json", strings.NewReader("{"))
	if err != nil || resp.StatusCode != 400 {
		t.Errorf("malformed JSON: %v %v", resp.StatusCode, err)
	}
	big := `{"token":"` + tok[0] + `","move":"` + strings.Repeat("1", maxBody) + `"}`
	resp, err = http.Post(c.srv.URL+"/api/games/"+id+"/moves", "application/json", strings.NewReader(big))
	if err != nil || resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("oversized body: %v %v", resp.StatusCode, err)
	}
}

func TestConcurrentMoves(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("race", "Ann", "Ben")
	var wg sync.WaitGroup
	var mu sync.Mutex
	accepted := 0
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, _, code := c.move(id, tok[i%2], "1")
			var v viewResponse
			c.do("GET", "/api/games/"+id+"?token="+tok[i%2], nil, &v)
			if code == http.StatusOK {
				mu.Lock()
				accepted++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	var v viewResponse
	c.do("GET", "/api/games/"+id+"?token="+tok[0], nil, &v)
	if len(v.History) != accepted {
		t.Errorf("history has %d moves, %d were accepted", len(v.History), accepted)
	}
}

func TestETagAndStatic(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("race", "Ann", "Ben")
	resp, err := http.Get(c.srv.URL + "/api/games/" + id + "?token=" + tok[0])
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	etag := resp.Header.Get("ETag")
	req, _ := http.NewRequest("GET", c.srv.URL+"/api/games/"+id+"?token="+tok[0], nil)
	req.Header.Set("If-None-Match", etag)
	resp, err = http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != http.StatusNotModified {
		t.Errorf("If-None-Match: %v %v", resp.StatusCode, err)
	}
	for _, path := range []string{"/", "/app.js", "/style.css"} {
		resp, err := http.Get(c.srv.URL + path)
		if err != nil || resp.StatusCode != 200 {
			t.Errorf("GET %s: %v %v", path, resp.StatusCode, err)
		}
	}
}
