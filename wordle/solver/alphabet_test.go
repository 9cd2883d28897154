package solver

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// spanishAnswers are common five-letter Spanish words, our own list, some
// with accents (read as plain vowels) and several with Ñ.
var spanishAnswers = strings.Fields(`ÁRBOL BARCO CAMPO CARNE CIELO DULCE FUEGO
HIELO JUEGO LIBRO LUNES MANGO MONTE MUNDO NIÑOS NIÑAS PAÑOS AÑEJO SUEÑO
DUEÑO PIÑAS BAÑOS CAÑAS LEÑAS PLAYA PERRO QUESO RATÓN LIMÓN SALSA SILLA
TARDE TIGRE VERDE VIEJO ZORRO MAÑAS`)

// germanAnswers are the same for German; FÜßE is FÜSSE, five letters.
var germanAnswers = strings.Fields(`APFEL BAUER BLUME BRIEF DINGE FEUER FRAGE
GABEL HÄNDE HÖHLE HÜTTE KATZE KÄFER KÖNIG LAMPE LEBEN MAUER MÖBEL NACHT
NÄGEL OFFEN PFERD REGEN SCHÖN SONNE SPIEL STEIN STUHL TASSE TISCH VATER
VÖGEL WAGEN WOCHE ÜBUNG FÜßE BÜHNE MÜCKE LÜCKE BÄREN`)

// markIn marks guess against secret, both text in alphabet a.
func markIn(t *testing.T, a *tiles.Alphabet, secret, guess string) Pattern {
	t.Helper()
	s, err1 := a.ParseWord(secret)
	g, err2 := a.ParseWord(guess)
	if err1 != nil || err2 != nil || len(s) != len(g) {
		t.Fatalf("mark %s %s: %v %v", secret, guess, err1, err2)
	}
	return codeFeedback(string(s), string(g))
}

// checkAlphabetSolver plays every answer of a Solver over words in
// alphabet a with Plan's tree and with Hint, normal and hard, and checks
// Candidates against marking each answer directly.
func checkAlphabetSolver(t *testing.T, a *tiles.Alphabet, words []string) {
	for _, hard := range []bool{false, true} {
		s, err := New(Config{Alphabet: a, Answers: words, Guesses: []string{}, Hard: hard})
		if err != nil {
			t.Fatal(err)
		}
		answers := s.Answers()
		if len(answers) != len(words) {
			t.Fatalf("answers %v", answers)
		}
		for i, w := range words {
			want, _ := a.ParseWord(w)
			if answers[i] != a.Format(want) {
				t.Errorf("answer %d: %q, want %q", i, answers[i], a.Format(want))
			}
		}
		tree, err := s.Plan("")
		if err != nil {
			t.Fatal(err)
		}
		exact, err := s.Exact("")
		if err != nil {
			t.Fatal(err)
		}
		if exact.Total() > tree.Total() || exact.Answers() != len(words) {
			t.Errorf("hard %t: exact total %d, plan %d, answers %d", hard, exact.Total(), tree.Total(), exact.Answers())
		}
		for _, secret := range answers {
			path, err := tree.Path(strings.ToLower(secret))
			if err != nil || path[len(path)-1] != secret {
				t.Fatalf("hard %t: path to %s: %v, %v", hard, secret, path, err)
			}
			var steps []Step
			for range 8 {
				g, err := s.Hint(steps)
				if err != nil {
					t.Fatalf("hint after %v: %v", steps, err)
				}
				p := markIn(t, a, secret, g)
				steps = append(steps, Step{Guess: g, Pattern: p})
				if p.Solved() {
					break
				}
			}
			if !steps[len(steps)-1].Pattern.Solved() {
				t.Errorf("hard %t: hints do not find %s: %v", hard, secret, steps)
			}
			cands, err := s.Candidates(steps[:1])
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			for _, c := range answers {
				if markIn(t, a, c, steps[0].Guess) == steps[0].Pattern {
					want = append(want, c)
				}
			}
			if !slices.Equal(cands, want) {
				t.Errorf("candidates after %v: %v, want %v", steps[0], cands, want)
			}
		}
	}
}

func TestSpanishSolver(t *testing.T) {
	checkAlphabetSolver(t, tiles.Spanish27(), spanishAnswers)
}

func TestGermanSolver(t *testing.T) {
	checkAlphabetSolver(t, tiles.German(), germanAnswers)
}

// TestAlphabetSolverErrors: lists that do not fit the alphabet are
// refused with errors, never a panic.
func TestAlphabetSolverErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		cfg  Config
		want error
	}{
		{"no answers", Config{Alphabet: tiles.Spanish27()}, ErrBadWordList},
		{"not a letter", Config{Alphabet: tiles.Spanish27(), Answers: []string{"NIÑOS", "NIÄOS"}}, ErrBadWordList},
		{"lengths", Config{Alphabet: tiles.German(), Answers: []string{"FÜßE", "TÜR"}}, ErrBadWordList},
	} {
		if _, err := New(c.cfg); !errors.Is(err, c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	s, err := New(Config{Alphabet: tiles.Spanish27(), Answers: spanishAnswers, Guesses: []string{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Hint([]Step{{Guess: "NIÄOS", Pattern: wordle.Solved(5)}}); !errors.Is(err, wordle.ErrNotLetters) {
		t.Errorf("a German letter in a Spanish history: %v", err)
	}
	if _, err := s.Plan("ÑANDU"); !errors.Is(err, ErrUnknownWord) {
		t.Errorf("first guess outside the list: %v", err)
	}
	tree, _ := s.Plan("niños")
	if tree.Guess() != "NIÑOS" {
		t.Errorf("first guess %q", tree.Guess())
	}
	if _, err := tree.Path("NIÑO"); !errors.Is(err, wordle.ErrWrongLength) {
		t.Errorf("short answer: %v", err)
	}
}
