package wordgame

import "testing"

// BenchmarkScore measures the full check and breakdown of one placement
// in a mid-game position (two words, the dictionary consulted twice).
func BenchmarkScore(b *testing.B) {
	s, err := FromCGP(Classic(), nil, "15/15/15/15/15/15/15/6HALT5/9O5/15/15/15/15/15/15 BDEIIST/AEGNRSU 0/0 0")
	if err != nil {
		b.Fatal(err)
	}
	m, err := ParseMove(s, "10I BED")
	if err != nil {
		b.Fatal(err)
	}
	b.Run("Score", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.Score(m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("points", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.points(m); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("Apply", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := s.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
	})
}
