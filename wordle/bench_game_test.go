package wordle

import "testing"

func BenchmarkApplyGuess(b *testing.B) {
	s := mustNew(b, DefaultRules(), Setup{Players: 4})
	s = play(b, s, "0 secret solve", "1 guess crane", "2 guess slate")
	benchApply(b, s, Guess(3, "SLIME"))
}

// BenchmarkApplyLongHistory shows that Apply does not copy the history:
// compare with BenchmarkApplyGuess, which applies to a fresh round.
func BenchmarkApplyLongHistory(b *testing.B) {
	r := DefaultRules()
	r.Tries = MaxTries
	s := mustNew(b, r, Setup{Players: MaxPlayers})
	for round := range MaxPlayers - 1 {
		s = play(b, s, SetSecret(round, "SOLVE").String())
		for p := range MaxPlayers {
			if p != round {
				s = play(b, s, GiveUp(p).String())
			}
		}
	}
	s = play(b, s, SetSecret(MaxPlayers-1, "SOLVE").String())
	benchApply(b, s, Guess(0, "CRANE"))
}

// benchApply measures s.Apply(m), which must succeed.
func benchApply(b *testing.B, s State, m Move) {
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
