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

// BenchmarkDeterminize draws a seat's world again, each loop with
// another seed: a round in play (the secret and two other boards drawn),
// the same in hard mode, where rows limit one another, and the deep
// eight-letter hard-mode position of TestDeterminizeHardModeDeepRows for
// an onlooker.
func BenchmarkDeterminize(b *testing.B) {
	open := []string{"0 secret plant", "1 guess crane", "1 guess plank", "2 guess slate", "2 guess blast", "3 guess moist"}
	hard := HardMode()
	var deep State
	if err := deep.UnmarshalText([]byte(deepHardText)); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		s    State
		seat int
	}{
		{"open", play(b, mustNew(b, DefaultRules(), Setup{Players: 4}), open...), 1},
		{"hard-open", play(b, mustNew(b, hard, Setup{Players: 4}), open...), 1},
		{"hard-deep", deep, -1},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			seed := uint64(0)
			for b.Loop() {
				if _, err := c.s.Determinize(c.seat, seed); err != nil {
					b.Fatal(err)
				}
				seed++
			}
		})
	}
}
