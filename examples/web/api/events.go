package api

import (
	"context"
	"fmt"
	"net/http"
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
// stream). A game and a client have a bounded number of streams.
func (s *Server) events(w http.ResponseWriter, r *http.Request, t *table.Table, seat int) {
	c := client(r)
	release, ok := s.hold(w, s.streams, c, "10", "too many open event streams; close a tab", func() bool {
		return s.streams[c] >= s.cfg.ClientStreams || t.Watchers() >= s.cfg.GameStreams
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

// hold counts one more request of client c in counts, unless full, asked
// under s.mu, says c may have no more: then it answers w with 429, a
// Retry-After of retry seconds and msg, and returns false. release gives
// the count back.
func (s *Server) hold(w http.ResponseWriter, counts map[string]int, c, retry, msg string, full func() bool) (release func(), ok bool) {
	s.mu.Lock()
	busy := full()
	if !busy {
		counts[c]++
	}
	s.mu.Unlock()
	if busy {
		w.Header().Set("Retry-After", retry)
		fail(w, http.StatusTooManyRequests, "%s", msg)
		return nil, false
	}
	return func() {
		s.mu.Lock()
		if counts[c]--; counts[c] <= 0 {
			delete(counts, c)
		}
		s.mu.Unlock()
	}, true
}
