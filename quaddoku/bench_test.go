package quaddoku

import (
	"fmt"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// midGame returns positions reached from the start by a bot that plays a
// random move of one to three tiles (picked with a fixed seed among the
// first 2,000 the finder lists), every few turns, so that the pile
// shrinks slowly and the grid drifts away from dokus.
func midGame(tb testing.TB) []State {
	tb.Helper()
	s, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		tb.Fatal(err)
	}
	r := tiles.NewRand(2026)
	var out []State
	for turn := 1; !s.Over() && len(out) < 8; turn++ {
		var ms []Move
		for m := range s.LegalMovesUpTo(3) {
			ms = append(ms, m)
			if len(ms) == 2000 {
				break
			}
		}
		m := Move{}
		if len(ms) > 0 {
			var i int
			r, i = r.IntN(len(ms))
			m = ms[i]
		}
		if s, err = s.Apply(m); err != nil {
			tb.Fatal(err)
		}
		if turn%3 == 0 {
			out = append(out, s)
		}
	}
	return out
}

// selfPlay returns the positions of a two-player game in which one bot
// plays the best move of at most two tiles and the other BestMove.
func selfPlay(tb testing.TB) []State {
	tb.Helper()
	s, err := New(DefaultRules(), Setup{Players: 2})
	if err != nil {
		tb.Fatal(err)
	}
	var out []State
	for !s.Over() {
		var m Move
		if s.ToMove()[0] == 0 {
			best := -1
			for lm := range s.LegalMovesUpTo(2) {
				if sc, _ := s.Score(lm); sc.Total > best {
					m, best = lm, sc.Total
				}
			}
		} else if bm, err := s.BestMove(); err == nil {
			m = bm
		}
		if s, err = s.Apply(m); err != nil {
			tb.Fatal(err)
		}
		if !s.Over() {
			out = append(out, s)
		}
	}
	return out
}

// noDokuStart is the start position under rules where no word can be a
// doku (the doku sum is 99): BestMove cannot stop early at 80 and must
// prove its answer, the hardest full-pile case we know.
func noDokuStart(tb testing.TB) State {
	r := DefaultRules()
	r.DokuSum = 99
	s := gametest.Must(New(r, Setup{Players: 2}))
	return s
}

func BenchmarkBestMoveSelfPlay(b *testing.B) {
	for i, s := range selfPlay(b) {
		b.Run(fmt.Sprintf("turn%d-pile%d", i+1, len(s.Bag())), func(b *testing.B) {
			for b.Loop() {
				s.BestMove()
			}
		})
	}
}

func BenchmarkBestMoveNoDoku(b *testing.B) {
	s := noDokuStart(b)
	for b.Loop() {
		s.BestMove()
	}
}

func BenchmarkBestMoveStart(b *testing.B) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	if _, err := s.BestMove(); err != nil { // build the word index
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := s.BestMove(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBestMoveMidGame(b *testing.B) {
	for i, s := range midGame(b) {
		b.Run(fmt.Sprintf("turn%d-pile%d", 3*(i+1), len(s.Bag())), func(b *testing.B) {
			for b.Loop() {
				s.BestMove()
			}
		})
	}
}

func BenchmarkLegalMoves2(b *testing.B) {
	s := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	for b.Loop() {
		n := 0
		for range s.LegalMovesUpTo(2) {
			n++
		}
	}
}

// BenchmarkTopMoves asks for the 10 best turns, what a hint or a bot's
// move asks the finder (package quaddoku/bot's BenchmarkHints measures
// the hints themselves).
func BenchmarkTopMoves(b *testing.B) {
	start := gametest.Must(New(DefaultRules(), Setup{Players: 2}))
	mid := midGame(b)
	for _, c := range []struct {
		name string
		s    State
		n    int
	}{
		{"start-10", start, 10},
		{"nodoku-10", noDokuStart(b), 10},
		{fmt.Sprintf("pile%d-10", len(mid[len(mid)-1].Bag())), mid[len(mid)-1], 10},
	} {
		c.s.TopMoves(1, 12, Budget) // build the word index
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				c.s.TopMoves(c.n, 12, Budget)
			}
		})
	}
}

func BenchmarkUnmarshalText(b *testing.B) {
	s := selfPlay(b)
	text, err := s[len(s)-1].MarshalText()
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		var back State
		if err := back.UnmarshalText(text); err != nil {
			b.Fatal(err)
		}
	}
}
