package api

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/tilekit/tilekit/examples/web/table"
)

func contextWithTimeout(r *http.Request, d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(r.Context(), d)
}

// events streams "update" events, one after each step of the table (the
// data is the version), with a comment every KeepAlive so that proxies
// and the browser keep the stream open and a dead client is found. Each
// write has its own deadline (the server's WriteTimeout does not fit a
// stream). A seat, a game, an address and the server have a bounded
// number of streams; a refused stream gets 429 (503 when the server is
// full) with Retry-After, and its connection is closed.
func (s *Server) events(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	release, ok := s.hold(w, &s.streams, []limit{
		{s.streams.seat, seatKey(t.ID(), seat), s.cfg.SeatStreams, http.StatusTooManyRequests, "5", "too many open event streams for this seat; close a tab"},
		{s.streams.game, t.ID(), s.cfg.GameStreams, http.StatusTooManyRequests, "10", "too many open event streams on this game"},
		{s.streams.addr, client(r), s.cfg.AddrStreams, http.StatusTooManyRequests, "10", "too many open event streams from your address; close a tab"},
		{nil, "", s.cfg.MaxStreams, http.StatusServiceUnavailable, "10", "the server has too many open event streams; try again later"},
	})
	if !ok {
		return
	}
	defer release()
	updates, cancel := t.Subscribe()
	defer cancel()

	rc := http.NewResponseController(w)
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Accel-Buffering", "no")
	send := func(format string, args ...any) bool {
		rc.SetWriteDeadline(time.Now().Add(s.cfg.WriteWait))
		if _, err := fmt.Fprintf(w, format, args...); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	if !send("retry: 2000\nevent: update\ndata: %d\n\n", t.Snapshot().Record.Version) {
		return
	}
	tick := time.NewTicker(s.cfg.KeepAlive)
	defer tick.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.stop:
			return
		case _, ok := <-updates:
			if !ok {
				return // the table closed; the browser reconnects
			}
			if !send("event: update\ndata: %d\n\n", t.Snapshot().Record.Version) {
				return
			}
		case <-tick.C:
			if !send(": keep-alive\n\n") {
				return
			}
		}
	}
}

// seatKey names a seat of a game in counts.
func seatKey(id string, seat int) string { return id + "/" + strconv.Itoa(seat) }

// A limit bounds one count of requests held: the entry key of m, or,
// with m nil, the counts' total. Past max, the request is answered with
// status, a Retry-After of retry seconds and msg.
type limit struct {
	m      map[string]int
	key    string
	max    int
	status int
	retry  string
	msg    string
}

// hold counts one more request in each of limits, unless one of them is
// full: then it answers w as that limit says (its connection closed) and
// returns false. release gives the counts back.
func (s *Server) hold(w http.ResponseWriter, c *counts, limits []limit) (release func(), ok bool) {
	s.mu.Lock()
	for _, l := range limits {
		n := c.all
		if l.m != nil {
			n = l.m[l.key]
		}
		if n >= l.max {
			s.mu.Unlock()
			busy(w, l.status, l.retry, l.msg)
			return nil, false
		}
	}
	for _, l := range limits {
		if l.m != nil {
			l.m[l.key]++
		} else {
			c.all++
		}
	}
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		for _, l := range limits {
			if l.m == nil {
				c.all--
			} else if l.m[l.key]--; l.m[l.key] <= 0 {
				delete(l.m, l.key)
			}
		}
	}, true
}
