package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
)

// The games in other alphabets, played as a person plays them: the
// command with -preset and -words, moves typed into a pipe. The word
// lists in testdata are small lists of common words we wrote for these
// tests, each with a few words outside its alphabet.

// playWords runs the command with input and returns what it printed on
// standard output and standard error, and its exit status.
func playWords(t *testing.T, input string, args ...string) (out, errOut string, code int) {
	t.Helper()
	var o, e bytes.Buffer
	code = run(args, strings.NewReader(input), &o, &e, false, true)
	return o.String(), e.String(), code
}

// wantAll reports each of wants that text lacks.
func wantAll(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q:\n%s", want, text)
		}
	}
}

// Wordle in other alphabets, a person hosting round 1 and the bot
// guessing the secret, then the person guessing and giving up. Spanish:
// the secret holds Ñ (typed in lower case), and in round 2 a word that
// is not in the list is refused without losing a try. German: Ä Ö Ü are
// letters of their own, and ß is typed as SS.
func TestPipedWordleAlphabets(t *testing.T) {
	for _, tc := range []struct {
		preset, words, seed, input, skipped string
		want                                []string
	}{
		{"spanish", "testdata/es-wordle.txt", "3", "sueño\nqxzzy\ngatos\ngiveup\n", "skipped 2 words of testdata/es-wordle.txt",
			[]string{"You: set the secret SUEÑO", "Ada: guessed SUEÑO GGGGG", `"QXZZY" is not a word`, "You: guessed GATOS", "You: gave up", "Game over."}},
		{"german", "testdata/de-wordle.txt", "5", "schön\nfüße\ngiveup\n", "skipped 2 words of testdata/de-wordle.txt",
			[]string{"You: set the secret SCHÖN", "Ada: guessed SCHÖN GGGGG", "You: guessed FÜSSE", "You: gave up", "Game over."}},
	} {
		t.Run(tc.preset, func(t *testing.T) {
			out, errOut, code := playWords(t, tc.input, "-game", "wordle", "-preset", tc.preset, "-words", tc.words, "-seed", tc.seed)
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			wantAll(t, errOut, tc.skipped)
			wantAll(t, out, tc.want...)
		})
	}
}

// firstHint deals the game the command deals and returns the person's
// best move, as a user of the packages would find it: the Kind, the
// preset's alphabet, the word list read in it, and Hints.
func firstHint(t *testing.T, game, preset, words string, seed uint64) string {
	t.Helper()
	d, ok := lookup(game)
	if !ok {
		t.Fatalf("no game %s", game)
	}
	a, err := d.Alphabet(preset)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(words)
	if err != nil {
		t.Fatal(err)
	}
	list, _, err := readWords(a, data)
	if err != nil {
		t.Fatal(err)
	}
	g, err := d.New(preset, []string{"You", botNames[0]}, seed, tilekit.WithDictionary(list))
	if err != nil {
		t.Fatal(err)
	}
	hints, err := g.Hints(0, 1)
	if err != nil || len(hints) == 0 {
		t.Fatalf("no hint: %v", err)
	}
	return hints[0].Move
}

// The crossword game in Spanish and Polish with the person's word list:
// the person plays the best move the hints name, asks for a hint, saves
// the game as GCG and as CGP and loads both back (with the list), then
// passes until the game ends; the bot plays words of the list, and the
// GCG names the distribution.
func TestPipedWordgameAlphabets(t *testing.T) {
	for _, tc := range []struct {
		preset, words string
		skipped       string
	}{
		{"spanish", "testdata/es-words.txt", "skipped 2 words"},
		{"polish", "testdata/pl-words.txt", "skipped 3 words"},
	} {
		t.Run(tc.preset, func(t *testing.T) {
			first := firstHint(t, "wordgame", tc.preset, tc.words, 4)
			dir := t.TempDir()
			file, cgp := dir+"/game.gcg", dir+"/game.txt"
			input := first + "\nhint\nsave " + file + "\nsave " + cgp + "\nload " + cgp + "\nload " + file + "\n" + strings.Repeat("-\n", 150)
			out, errOut, code := playWords(t, input, "-game", "wordgame", "-preset", tc.preset, "-words", tc.words, "-seed", "4")
			if code != 0 {
				t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
			}
			wantAll(t, errOut, tc.skipped)
			wantAll(t, out, "You: "+first+"  +", "hint: ", "Loaded "+cgp, "Loaded "+file, "Ada: ", "Game over.")
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			wantAll(t, string(data), "#tile-distribution "+tc.preset+"\n")
		})
	}
}

// The mistakes a person can make with -words: no list for a preset that
// needs one, a file that does not exist, a list with no word of the
// alphabet.
func TestWordsFlagErrors(t *testing.T) {
	dir := t.TempDir()
	empty := dir + "/empty.txt"
	if err := os.WriteFile(empty, []byte("# nothing\nstraße\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-game", "wordgame", "-preset", "catalan"}, "plays with your own word list: add -words FILE"},
		{[]string{"-game", "wordle", "-preset", "spanish", "-words", dir + "/missing.txt"}, "missing.txt"},
		{[]string{"-game", "wordle", "-preset", "spanish", "-words", empty}, "holds no"},
		{[]string{"-game", "wordle", "-preset", "klingon", "-words", empty}, "no preset"},
	}
	for _, tt := range tests {
		out, errOut, code := playWords(t, "", tt.args...)
		if code != 2 || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q\n%s", tt.args, code, errOut, tt.want, out)
		}
	}
	out, _, code := playWords(t, "", "-game", "wordle", "-preset", "help")
	if code != 0 || !strings.Contains(out, "spanish    Spanish") || !strings.Contains(out, "in spanish-27, with its bundled list or -words FILE)") {
		t.Errorf("-preset help: exit %d\n%s", code, out)
	}
	out, _, code = playWords(t, "", "-game", "wordgame", "-preset", "help")
	if code != 0 || !strings.Contains(out, "in catalan, with -words FILE)") || !strings.Contains(out, "in french, with its bundled list or -words FILE)") {
		t.Errorf("wordgame -preset help: exit %d\n%s", code, out)
	}
}

// The Spanish presets with no -words play with the list of
// dictionary/es, which the command imports: Wordle with the person
// hosting, then giving up; the crossword game with the person passing
// while the bot places words, to the end.
func TestBundledLists(t *testing.T) {
	out, errOut, code := playWords(t, "perro\ngiveup\n", "-game", "wordle", "-preset", "spanish", "-seed", "3")
	if code != 0 {
		t.Fatalf("wordle: exit %d\n%s\n%s", code, out, errOut)
	}
	wantAll(t, out, "You: set the secret PERRO", "Ada: guessed PERRO GGGGG", "You: gave up", "Game over.")
	out, errOut, code = playWords(t, strings.Repeat("-\n", 150), "-game", "wordgame", "-preset", "spanish", "-seed", "3")
	if code != 0 {
		t.Fatalf("wordgame: exit %d\n%s\n%s", code, out, errOut)
	}
	wantAll(t, out, "Ada: ", "Game over.")
}
