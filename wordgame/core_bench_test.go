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
	for _, c := range []struct {
		name string
		run  func() error
	}{
		{"Score", func() error { _, err := s.Score(m); return err }},
		{"points", func() error { _, err := s.points(m); return err }},
		{"Apply", func() error { _, err := s.Apply(m); return err }},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := c.run(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
