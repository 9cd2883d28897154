package wordgame

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// Errors quote at most a clipped piece of the input
// and name a non-ASCII character as itself, never as one of its bytes.
func TestErrorsClipAndNameCharacters(t *testing.T) {
	s := mustNew(t, Classic(), 1)
	long := "8H " + strings.Repeat("Ą", 1<<19)
	for _, text := range []string{long, strings.Repeat("x", 1<<20), "-" + strings.Repeat("?", 1<<20)} {
		if _, err := ParseMove(s, text); err == nil || len(err.Error()) > 300 {
			t.Errorf("ParseMove of %d bytes: error of %d bytes", len(text), len(err.Error()))
		}
	}
	for text, want := range map[string]string{
		"8H ıDEAS":   `'ı' is not a letter`,
		"-ĆMA":       `'Ć' is not a letter`,
		"8H WO\xffD": `'\xff' is not a letter`,
	} {
		_, err := ParseMove(s, text)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want %s", text, err, want)
		}
	}
	// A record with a Polish rack or word: gcg reads tiles of any
	// alphabet, and the replay of an English game refuses them.
	rec := "#player1 a A\n#player2 b B\n>a: ĆMA 8H MA +4 4\n"
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader(rec)); !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), `'Ć' is not a tile`) {
		t.Errorf("Polish rack: %v", err)
	}
	if _, err := ReplayGCG(Classic(), nil, strings.NewReader("#player1 a A\n#player2 b B\n>a: AB 8H Ać +4 4\n")); err == nil || !strings.Contains(err.Error(), `'ć'`) {
		t.Errorf("Polish word: %v", err)
	}
	if _, err := gcg.Read(strings.NewReader("#player1 a A\n#player2 b B\n>a: AB 8H A€ +4 4\n")); err == nil || !strings.Contains(err.Error(), `'€' is not a tile`) {
		t.Errorf("a word with a euro sign: %v", err)
	}
	if _, err := FromCGP(Classic(), nil, emptyBoard+" ĆMA/ 0/0 0"); err == nil || !strings.Contains(err.Error(), `'Ć' is not a tile`) {
		t.Errorf("Polish CGP rack: %v", err)
	}
	if _, err := FromCGP(Classic(), nil, strings.Repeat("15/", 14)+"1ŻÓ12 A/ 0/0 0"); err == nil || !strings.Contains(err.Error(), `'Ż' is not a letter`) {
		t.Errorf("Polish CGP row: %v", err)
	}
	line := strings.Repeat("ł", 1<<18)
	if _, err := gcg.Read(strings.NewReader(line)); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long bad line gives an error of %d bytes", len(err.Error()))
	}
}
