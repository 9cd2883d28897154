package api

import (
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
)

// A solo Sumoku claim of all 96 tiles is about 1,100 bytes of text: the
// server must read a move that long, and refuse one past maxMove.
func TestReadMoveLength(t *testing.T) {
	var b strings.Builder
	for i := range 96 {
		fmt.Fprintf(&b, "-%d,-%d=R9 ", 10+i%5, 10+i/5)
	}
	claim := "0 claim " + strings.TrimSpace(b.String())
	for _, c := range []struct {
		move string
		ok   bool
	}{{claim, true}, {strings.Repeat("x", maxMove+1), false}} {
		body := fmt.Sprintf(`{"move":%q,"version":3}`, c.move)
		w := httptest.NewRecorder()
		m, v, ok := readMove(w, httptest.NewRequest("POST", "/", strings.NewReader(body)))
		if ok != c.ok || ok && (m != c.move || v == nil || *v != 3) {
			t.Errorf("readMove of %d bytes = %d bytes, %v, %v; want ok %v (%s)", len(c.move), len(m), v, ok, c.ok, w.Body)
		}
	}
}
