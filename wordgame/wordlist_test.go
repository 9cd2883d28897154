package wordgame

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// esContains is a caller's Spanish list that answers only Contains and
// names no alphabet.
type esContains struct{ l *dictionary.List }

func (c esContains) Contains(w string) bool { return c.l.Contains(w) }

// TestContainsOnlyList deals Spanish with a list that only answers
// Contains, in this package's tests, which import no language package:
// the game reads it in the Spanish alphabet (it is asked CHORRO, not
// [CH]O[RR]O), but the move generator has no words to search, and says
// what would give it some: a list that lists its words, or the import of
// dictionary/es.
func TestContainsOnlyList(t *testing.T) {
	list := esContains{esList(t)}
	s, err := New(esRules(t), Setup{Players: 2, Seed: 1, Dictionary: list})
	if err != nil {
		t.Fatal(err)
	}
	if a := dictionary.AlphabetOf(s.Dictionary()); a != tiles.Spanish() {
		t.Errorf("the game reads the list in the %s alphabet", a.Name())
	}
	_, err = s.BestMove()
	if !errors.Is(err, ErrDetached) || !strings.Contains(err.Error(), "can neither list its words nor answer prefix queries") ||
		!strings.Contains(err.Error(), dictionary.ErrCannotList.Error()) || !strings.Contains(err.Error(), "dictionary/es") {
		t.Errorf("BestMove: %v, want ErrDetached saying the list cannot list its words and naming dictionary/es", err)
	}
	// Attach reads a caller's list the same way, and nil means the
	// bundled Spanish list, which this program lacks: detached.
	if s.Attach(list).Dictionary() == nil {
		t.Error("Attach of the Contains-only list detaches the game")
	}
	if s.Attach(nil).Dictionary() != nil {
		t.Error("Attach(nil) without dictionary/es attaches a list")
	}
}

// TestNoBundledList: a CGP naming a bundled list whose package this
// program lacks is refused with an error naming the import, and a GCG
// record in Spanish with no list to replay with says the same.
func TestNoBundledList(t *testing.T) {
	s, err := New(esRules(t), Setup{Players: 2, Seed: 1, Dictionary: esList(t)})
	if err != nil {
		t.Fatal(err)
	}
	text, err := s.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	named := strings.Replace(string(text), "lex custom;", "lex spanish;", 1)
	if named == string(text) {
		t.Fatalf("the CGP has no lex custom opcode:\n%s", text)
	}
	var back State
	if err := back.UnmarshalText([]byte(named)); !errors.Is(err, dictionary.ErrNoWordList) || !strings.Contains(err.Error(), "dictionary/es") {
		t.Errorf("decoding a CGP naming the bundled Spanish list: %v, want ErrNoWordList naming dictionary/es", err)
	}
	if _, err := FromCGP(esRules(t), nil, string(text)); !errors.Is(err, ErrBadSetup) || !strings.Contains(err.Error(), "dictionary/es") {
		t.Errorf("FromCGP in Spanish with no list: %v", err)
	}
	record, err := os.Open(filepath.Join("testdata", "spanish.gcg"))
	if err != nil {
		t.Fatal(err)
	}
	defer record.Close()
	if _, err := ReplayGCG(Rules{}, nil, record); !errors.Is(err, dictionary.ErrNoWordList) || !strings.Contains(err.Error(), "dictionary/es") {
		t.Errorf("the Spanish record with no list: %v, want ErrNoWordList naming dictionary/es", err)
	}
}
