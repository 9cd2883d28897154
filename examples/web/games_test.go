package main

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	_ "github.com/tilekit/tilekit/all"
)

// view fetches what seat's token may see.
func (c *client) view(id, token string) viewResponse {
	c.t.Helper()
	var v viewResponse
	if code := c.do("GET", "/api/games/"+id+"?token="+token, nil, &v); code != http.StatusOK {
		c.t.Fatalf("view: status %d", code)
	}
	return v
}

// raw fetches a seat's view as JSON text.
func (c *client) raw(id, token string) string {
	c.t.Helper()
	var v json.RawMessage
	c.do("GET", "/api/games/"+id+"?token="+token, nil, &v)
	return string(v)
}

// A Wordle round against a bot, through the API: the person hosts round 1
// (the bot guesses it), then guesses round 2 from the solver's hints. The
// bot's secret never reaches the person's seat before the round is over.
func TestWordleThroughTheAPI(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("wordle", "Ann", "Bot*")
	if _, e, code := c.move(id, tok[0], "CRANE"); code != http.StatusOK {
		t.Fatalf("secret: %d %+v", code, e)
	}
	v := c.view(id, tok[0])
	if !slices.Contains(v.History, "Bot: set the secret") {
		t.Fatalf("the bot's secret is not announced: %q", v.History)
	}
	var rounds struct {
		View struct {
			Rounds []struct {
				SecretSet bool   `json:"secretSet"`
				Secret    string `json:"secret"`
			} `json:"rounds"`
		} `json:"view"`
	}
	json.Unmarshal([]byte(c.raw(id, tok[0])), &rounds)
	if r := rounds.View.Rounds; len(r) != 2 || !r[1].SecretSet || r[1].Secret != "" {
		t.Fatalf("round 2 as the guesser sees it: %+v", r)
	}
	_, e, code := c.move(id, tok[0], "QXZZY")
	if code != http.StatusUnprocessableEntity || e.Rule != "ErrNotAWord" || e.Error != `"QXZZY" is not a word` {
		t.Fatalf("a non-word: %d %+v", code, e)
	}
	for !v.Over {
		var hints []struct{ Move string }
		if code := c.do("GET", "/api/games/"+id+"/hints?token="+tok[0], nil, &hints); code != http.StatusOK || len(hints) == 0 {
			t.Fatalf("hints: %d %v", code, hints)
		}
		if v, e, code = c.move(id, tok[0], hints[0].Move); code != http.StatusOK {
			t.Fatalf("guess %s: %d %+v", hints[0].Move, code, e)
		}
	}
	if v.Result == "" {
		t.Error("no result at the end")
	}
	var rec apiError
	if code := c.do("GET", "/api/games/"+id+"/record?token="+tok[0], nil, &rec); code != http.StatusForbidden {
		t.Errorf("a Wordle record: status %d, want 403", code)
	}
}

// A whole crossword game between two people's seats, each playing the
// move finder's best move: one seat never sees the other's rack, a
// refused move changes nothing, and the finished game's GCG is served.
func TestCrosswordThroughTheAPI(t *testing.T) {
	c := newClient(t)
	id, tok := c.create("wordgame", "Ann", "Ben")
	ann := c.raw(id, tok[0])
	var annView struct {
		View struct {
			Rack []struct{ Letter string } `json:"rack"`
		} `json:"view"`
	}
	json.Unmarshal([]byte(ann), &annView)
	var benView struct {
		View map[string]json.RawMessage `json:"view"`
	}
	json.Unmarshal([]byte(c.raw(id, tok[1])), &benView)
	if len(annView.View.Rack) == 0 || string(benView.View["rack"]) == string(mustJSON(annView.View.Rack)) {
		t.Fatalf("Ben's view holds Ann's rack: %s", benView.View["rack"])
	}

	before := c.raw(id, tok[0])
	_, e, code := c.move(id, tok[0], "8H QXZ")
	if code != http.StatusUnprocessableEntity || e.Error == "" || e.Rule == "" {
		t.Fatalf("a bad move: %d %+v", code, e)
	}
	if after := c.raw(id, tok[0]); after != before {
		t.Fatal("a refused move changed the game")
	}
	if _, _, code := c.move(id, tok[1], "-"); code != http.StatusUnprocessableEntity {
		t.Fatalf("Ben moved on Ann's turn: %d", code)
	}

	v := c.view(id, tok[0])
	for n := 0; !v.Over; n++ {
		if n == 200 {
			t.Fatal("the game does not end")
		}
		seat := v.ToMove[0]
		var hints []struct{ Move string }
		c.do("GET", "/api/games/"+id+"/hints?token="+tok[seat], nil, &hints)
		move := "-"
		if len(hints) > 0 {
			move = hints[0].Move
			var pv struct{ Total int }
			if code := c.do("POST", "/api/games/"+id+"/preview", moveRequest{tok[seat], move}, &pv); code != http.StatusOK {
				t.Fatalf("preview %s: %d", move, code)
			}
		}
		if v, e, code = c.move(id, tok[seat], move); code != http.StatusOK {
			t.Fatalf("%s: %d %+v", move, code, e)
		}
	}
	resp, err := http.Get(c.srv.URL + "/api/games/" + id + "/record?token=" + tok[1])
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("record: %v %v", resp.StatusCode, err)
	}
	resp.Body.Close()
	if cd := resp.Header.Get("Content-Disposition"); !strings.Contains(cd, ".gcg") {
		t.Errorf("record served as %q", cd)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
