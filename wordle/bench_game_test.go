package wordle

import "testing"

func BenchmarkApplyGuess(b *testing.B) {
	s := mustNew(b, DefaultRules(), Setup{Players: 4})
	s = play(b, s, "0 secret solve", "1 guess crane", "2 guess slate")
	m := Guess(3, "SLIME")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Apply(m); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkStateText(b *testing.B) {
	s := goldenGame(b)
	text := []byte(encodeState(b, s))
	b.ReportAllocs()
	for b.Loop() {
		var back State
		if err := back.UnmarshalText(text); err != nil {
			b.Fatal(err)
		}
		if _, err := back.MarshalText(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkView(b *testing.B) {
	s := goldenGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.View(1)
	}
}
