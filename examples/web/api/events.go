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
	s.mu.Lock()
	tooMany := s.streams[c] >= s.cfg.ClientStreams
	if !tooMany && t.Watchers() >= s.cfg.GameStreams {
		tooMany = true
	}
	if !tooMany {
		s.streams[c]++
	}
	s.mu.Unlock()
	if tooMany {
		w.Header().Set("Retry-After", "10")
		fail(w, http.StatusTooManyRequests, "too many open event streams; close a tab")
		return
	}
	defer func() {
		s.mu.Lock()
		if s.streams[c]--; s.streams[c] <= 0 {
			delete(s.streams, c)
		}
		s.mu.Unlock()
	}()
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
