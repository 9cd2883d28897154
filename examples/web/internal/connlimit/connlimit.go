// Package connlimit bounds the connections a server holds, so that it
// never runs out of file descriptors: a Listener accepts at most Max
// connections at once (the next ones wait in the kernel's queue, holding
// none of the process's descriptors), at most PerAddr from one address
// (a newcomer from a full address takes the place of one of its idle
// connections, or is closed as soon as it is accepted), and, once it holds
// most of Max, closes the connections that sit idle (a keep-alive
// connection between requests, or a new one that has not sent a request
// within a quarter of a second) to make room for those that have something to say.
//
// It learns which connections are idle from http.Server.ConnState: set
// the server's ConnState to the Listener's Track.
package connlimit

import (
	"net"
	"net/http"
	"sync"
	"time"
)

// A Listener is a net.Listener with bounds; see the package doc.
type Listener struct {
	net.Listener
	max, perAddr int
	now          func() time.Time

	mu      sync.Mutex
	cond    *sync.Cond
	open    int // connections held, and the places of those accepted now
	waiting int // Accept calls waiting for a connection
	byAddr  map[string]int
	idle    map[*conn]idleness // idle or not yet active
	refused int
}

// idleness says since when a connection is idle, and whether it is new
// (no request yet) or between requests.
type idleness struct {
	since time.Time
	new   bool
}

// A connection idle for longer than idleGrace is closed once the listener
// holds three quarters of its bound; when it is full, one between
// requests is closed at once, and a new one once it has waited fullGrace
// for its first request (a client sends it one round trip after
// connecting).
const (
	idleGrace = time.Second
	fullGrace = 250 * time.Millisecond
)

// New wraps ln: at most max connections at once, and perAddr from one
// address.
func New(ln net.Listener, max, perAddr int) *Listener {
	l := &Listener{Listener: ln, max: max, perAddr: perAddr, now: time.Now, byAddr: map[string]int{}, idle: map[*conn]idleness{}}
	l.cond = sync.NewCond(&l.mu)
	return l
}

// Accept waits for room, then for a connection; one from an address over
// its bound is closed at once and the next one awaited.
func (l *Listener) Accept() (net.Conn, error) {
	for {
		l.mu.Lock()
		for l.open >= l.max {
			if !l.shed(true) {
				// Nothing to close yet: look again when a new
				// connection's grace has run out.
				t := time.AfterFunc(fullGrace/4, l.cond.Broadcast)
				l.cond.Wait()
				t.Stop()
			}
		}
		l.open++ // the place of the connection to come
		l.waiting++
		l.mu.Unlock()
		c, err := l.Listener.Accept()
		l.mu.Lock()
		l.waiting--
		l.mu.Unlock()
		if err != nil {
			l.mu.Lock()
			l.open--
			l.cond.Signal()
			l.mu.Unlock()
			return nil, err
		}
		addr := host(c.RemoteAddr())
		l.mu.Lock()
		if l.byAddr[addr] >= l.perAddr && !l.shedAddr(addr) {
			l.open--
			l.refused++
			l.mu.Unlock()
			c.Close()
			continue
		}
		l.byAddr[addr]++
		wc := &conn{Conn: c, l: l, addr: addr}
		l.idle[wc] = idleness{l.now(), true}
		if l.open >= l.max*3/4 {
			l.shed(false)
		}
		l.mu.Unlock()
		return wc, nil
	}
}

// shed closes the connections that have been idle too long (see
// idleGrace), reporting whether it closed any; when the listener is full
// it then waits for a place. Called with l.mu held.
func (l *Listener) shed(full bool) bool {
	closed := false
	for c, i := range l.idle {
		idle := l.now().Sub(i.since)
		if idle > idleGrace || full && (!i.new || idle > fullGrace) {
			delete(l.idle, c)
			go c.Close()
			closed = true
		}
	}
	if full && closed {
		l.cond.Wait()
	}
	return closed
}

// shedAddr closes one connection of addr that sits idle (between
// requests, or new for longer than fullGrace), so that a newcomer from a
// full address takes its place; it reports whether it found one. Called
// with l.mu held.
func (l *Listener) shedAddr(addr string) bool {
	for c, i := range l.idle {
		if c.addr == addr && (!i.new || l.now().Sub(i.since) > fullGrace) {
			delete(l.idle, c)
			go c.Close()
			return true
		}
	}
	return false
}

// Track follows the state of the connections (set it as the
// http.Server's ConnState): idle ones may be closed to make room.
func (l *Listener) Track(nc net.Conn, state http.ConnState) {
	c, ok := nc.(*conn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	switch state {
	case http.StateNew:
		// Accept noted it as new.
	case http.StateIdle:
		if !c.closed {
			l.idle[c] = idleness{l.now(), false}
		}
	default:
		delete(l.idle, c)
	}
}

// Stats reports the connections open now and those refused so far for
// their address's bound.
func (l *Listener) Stats() (open, refused int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.open - l.waiting, l.refused
}

func host(a net.Addr) string {
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// conn gives its place back when closed.
type conn struct {
	net.Conn
	l      *Listener
	addr   string
	closed bool // guarded by l.mu
}

func (c *conn) Close() error {
	err := c.Conn.Close()
	l := c.l
	l.mu.Lock()
	if !c.closed {
		c.closed = true
		delete(l.idle, c)
		l.open--
		if l.byAddr[c.addr]--; l.byAddr[c.addr] <= 0 {
			delete(l.byAddr, c.addr)
		}
		l.cond.Broadcast()
	}
	l.mu.Unlock()
	return err
}
