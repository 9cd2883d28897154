package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	_ "github.com/tilekit/tilekit/examples/internal/racetest"
	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/internal/gametest"
)

// Every timeout of the server is set, so idle and slow clients
// cannot hold connections.
func TestServerTimeouts(t *testing.T) {
	s := newHTTPServer(http.NotFoundHandler())
	for name, d := range map[string]time.Duration{
		"ReadHeaderTimeout": s.ReadHeaderTimeout, "ReadTimeout": s.ReadTimeout,
		"WriteTimeout": s.WriteTimeout, "IdleTimeout": s.IdleTimeout,
	} {
		if d <= 0 || d > 2*time.Minute {
			t.Errorf("%s = %v", name, d)
		}
	}
}

// serve runs the wired server on a loopback port with the given write and
// idle timeouts.
func serve(t *testing.T, write, idle time.Duration) (string, *api.Server) {
	t.Helper()
	srv := gametest.Must(api.New(api.Config{Store: store.NewMemory(), KeepAlive: time.Hour}))
	hs := newHTTPServer(srv.Handler())
	hs.WriteTimeout, hs.IdleTimeout = write, idle
	hs.RegisterOnShutdown(srv.Shutdown)
	ln := gametest.Must(net.Listen("tcp", "127.0.0.1:0"))
	go hs.Serve(ln)
	t.Cleanup(func() {
		hs.Close()
		srv.Close()
	})
	return "http://" + ln.Addr().String(), srv
}

// An event stream outlives the server's WriteTimeout: each event sets
// its own write deadline.
func TestEventsOutliveWriteTimeout(t *testing.T) {
	base, _ := serve(t, 100*time.Millisecond, time.Minute)
	body, _ := json.Marshal(map[string]any{"game": "race", "seats": []map[string]any{{"name": "A"}, {"name": "B"}}})
	resp := gametest.Must(http.Post(base+"/api/games", "application/json", bytes.NewReader(body)))
	var g struct {
		ID  string
		Key string
	}
	json.NewDecoder(resp.Body).Decode(&g)
	resp.Body.Close()

	req, _ := http.NewRequest("GET", base+"/api/games/"+g.ID+"/events", nil)
	req.Header.Set("X-Tilekit-Token", g.Key)
	stream, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer stream.Body.Close()
	r := bufio.NewReader(stream.Body)
	readEvent := func() string {
		var ev strings.Builder
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				t.Fatalf("the stream ended: %v after %q", err, ev.String())
			}
			if line == "\n" {
				return ev.String()
			}
			ev.WriteString(line)
		}
	}
	if ev := readEvent(); !strings.Contains(ev, "data: 0") {
		t.Fatalf("first event %q", ev)
	}
	time.Sleep(300 * time.Millisecond) // past the WriteTimeout
	mv, _ := http.NewRequest("POST", base+"/api/games/"+g.ID+"/moves", strings.NewReader(`{"move":"3","version":0}`))
	mv.Header.Set("X-Tilekit-Token", g.Key)
	if resp, err := http.DefaultClient.Do(mv); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("move: %v %v", resp, err)
	}
	if ev := readEvent(); !strings.Contains(ev, "data: 1") {
		t.Fatalf("event after the move %q", ev)
	}
}

// An idle keep-alive connection is closed by the server.
func TestIdleConnectionsClose(t *testing.T) {
	base, _ := serve(t, time.Minute, 100*time.Millisecond)
	conn := gametest.Must(net.Dial("tcp", strings.TrimPrefix(base, "http://")))
	defer conn.Close()
	conn.Write([]byte("GET /api/kinds HTTP/1.1\r\nHost: x\r\n\r\n"))
	resp := gametest.Must(http.ReadResponse(bufio.NewReader(conn), nil))
	resp.Body.Close()
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	if n, err := conn.Read(make([]byte, 1)); err == nil || n > 0 {
		t.Fatalf("the idle connection stayed open: %d %v", n, err)
	} else if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatal("the idle connection stayed open for 10 s")
	}
}

// The server's bounds follow the file limit: a process allowed 256 files
// holds at most 192 connections, half of them event streams, and one
// address never more than the whole.
func TestLimitsFollowTheFileLimit(t *testing.T) {
	l := limitsFor(256, 0, 64)
	if l.Conns != 192 || l.Streams != 96 || l.PerAddr != 64 || l.Work < 1 {
		t.Fatalf("256 files: %+v", l)
	}
	l = limitsFor(40, 0, 64)
	if l.Conns != 16 || l.PerAddr != 16 || l.Streams != 8 {
		t.Fatalf("40 files: %+v", l)
	}
	if l := limitsFor(0, 500, 64); l.Conns != 500 || l.Streams != 250 {
		t.Fatalf("-maxconns 500: %+v", l)
	}
}
