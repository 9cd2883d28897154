package connlimit

import (
	"io"
	"net"
	"net/http"
	"sync"
	"testing"
	"time"
)

// serve runs an HTTP server on a limited listener and returns it and its
// address; the handler notes the most connections it ever saw open.
func serve(t *testing.T, bound, perAddr int) (*Listener, string, *int) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	l := New(ln, bound, perAddr)
	var mu sync.Mutex
	most := new(int)
	srv := &http.Server{
		Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			open, _ := l.Stats()
			mu.Lock()
			*most = max(*most, open)
			mu.Unlock()
			io.WriteString(w, "ok")
		}),
		ConnState:         l.Track,
		ReadHeaderTimeout: time.Minute, // the listener, not the timeout, frees the places here
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l, ln.Addr().String(), most
}

// waitFor polls cond; the time limit only stops a broken test.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for limit := time.Now().Add(10 * time.Second); time.Now().Before(limit); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("waiting for %s", what)
}

// One address holds at most perAddr connections: the others are closed
// as soon as they are accepted, and hold no descriptor.
func TestPerAddress(t *testing.T) {
	l, addr, _ := serve(t, 100, 3)
	var conns []net.Conn
	for range 5 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
		conns = append(conns, c)
	}
	waitFor(t, "the refusals", func() bool { _, refused := l.Stats(); return refused == 2 })
	if open, _ := l.Stats(); open != 3 {
		t.Fatalf("%d connections open, want 3", open)
	}
	closed := 0
	for _, c := range conns {
		c.SetReadDeadline(time.Now().Add(200 * time.Millisecond))
		if _, err := c.Read(make([]byte, 1)); err == io.EOF {
			closed++
		}
	}
	if closed != 2 {
		t.Fatalf("%d connections were closed, want 2", closed)
	}
}

// A full listener closes idle connections to serve one with a request,
// and never holds more than its bound: 300 idle connections against a
// bound of 100 leave room for a real request.
func TestIdleConnectionsMakeRoom(t *testing.T) {
	l, addr, most := serve(t, 100, 1000)
	for range 300 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	client := &http.Client{Timeout: 30 * time.Second}
	resp, err := client.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != "ok" {
		t.Fatalf("answer %q", body)
	}
	if open, _ := l.Stats(); open > 100 || *most > 100 {
		t.Fatalf("%d connections open (at most %d seen), bound 100", open, *most)
	}
}

// A newcomer from an address full of idle connections takes the place of
// one of them: an address cannot lock itself out by holding idle
// connections.
func TestIdleAddressMakesRoom(t *testing.T) {
	l, addr, _ := serve(t, 100, 5)
	for range 5 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close()
	}
	waitFor(t, "the idle connections", func() bool { open, _ := l.Stats(); return open == 5 })
	time.Sleep(2 * fullGrace)
	client := &http.Client{Timeout: 10 * time.Second}
	resp, err := client.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	waitFor(t, "the address back within its bound", func() bool { open, _ := l.Stats(); return open <= 5 })
}
