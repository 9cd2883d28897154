package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRun(t *testing.T) {
	answers := writeFile(t, "answers", "crane\nCRATE\n\n  grate \ngrade\ntrade\ntrace\nbrace\ngrace\n")
	guesses := writeFile(t, "guesses", "BATCH\nDIGIT\ncrane\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-first", "batch"}, "first guess BATCH\n1 guess: 0\n2 guesses: 7\n3 guesses: 1\naverage 2.1250 total 17 worst 3\n"},
		{[]string{"-first", "batch", "-exact"}, "first guess BATCH\n1 guess: 0\n2 guesses: 7\n3 guesses: 1\naverage 2.1250 total 17 worst 3\n"},
		{[]string{"-exact", "-hard"}, ""},
		{nil, ""},
	} {
		var out, errs bytes.Buffer
		args := append([]string{"-answers", answers, "-guesses", guesses}, c.args...)
		if err := run(args, nil, &out, &errs); err != nil {
			t.Fatalf("run %v: %v", c.args, err)
		}
		if c.want != "" && out.String() != c.want {
			t.Errorf("run %v printed\n%s\nwant\n%s", c.args, out.String(), c.want)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if last := lines[len(lines)-1]; !strings.HasPrefix(last, "average ") || !strings.Contains(last, " total ") {
			t.Errorf("run %v: last line %q", c.args, last)
		}
		if want := "7 answers are not in"; !strings.Contains(errs.String(), want) || !strings.Contains(errs.String(), "CRATE GRATE") {
			t.Errorf("run %v: stderr %q does not report the added answers", c.args, errs.String())
		}
	}
}

func TestRunErrors(t *testing.T) {
	good := writeFile(t, "good", "crane\nslate\n")
	empty := writeFile(t, "empty", "\n  \n")
	bad := writeFile(t, "bad", "crane\ncr4ne\n")
	short := writeFile(t, "short", "crane\ncran\n")
	short6 := writeFile(t, "six", "cranes\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-answers", good}, "required"},
		{[]string{"-guesses", good}, "required"},
		{[]string{"-hint", "-exact"}, "-hint does not build a tree"},
		{[]string{"-answers", good, "-guesses", good, "-tries", "0"}, "-tries 0: want 1 to 20"},
		{[]string{"-answers", good, "-guesses", good, "-tree", filepath.Join(t.TempDir(), "no", "such", "dir")}, "no such file"},
		{[]string{"-answers", empty, "-guesses", good}, "no words"},
		{[]string{"-answers", good, "-guesses", empty}, "no words"},
		{[]string{"-answers", bad, "-guesses", good}, `"cr4ne"`},
		{[]string{"-answers", short, "-guesses", good}, `short:2: "cran" has 4 letters`},
		{[]string{"-answers", good, "-guesses", bad}, `bad:2: "cr4ne" is not a word`},
		{[]string{"-answers", good, "-guesses", short6}, "wrong length"},
		{[]string{"-answers", good, "-guesses", good, "-first", "zzzzz"}, "not in the solver's lists"},
		{[]string{"-answers", filepath.Join(t.TempDir(), "missing"), "-guesses", good}, "no such file"},
		{[]string{"-answers", good, "-guesses", good, "extra"}, "unexpected arguments"},
	} {
		var out, errs bytes.Buffer
		err := run(c.args, nil, &out, &errs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("run %v = %v, want an error with %q", c.args, err, c.want)
		}
	}
}

// eight is a small list where every answer shares RA?E or a close form.
const eight = "crane\ncrate\ngrate\ngrade\ntrade\ntrace\nbrace\ngrace\n"

func TestLost(t *testing.T) {
	answers := writeFile(t, "answers", eight)
	guesses := writeFile(t, "guesses", "batch\ndigit\n")
	var out, errs bytes.Buffer
	if err := run([]string{"-answers", answers, "-guesses", guesses, "-exact", "-hard", "-tries", "2"}, nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	want := "first guess CRATE\n1 guess: 1\n2 guesses: 6\n3 guesses: 1\nlost 1 (more than 2 guesses): GRACE\naverage 2.0000 total 16 worst 3\n"
	if out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
	// With the game's six tries nothing is lost, and no line says so.
	out.Reset()
	if err := run([]string{"-answers", answers, "-guesses", guesses, "-exact", "-hard"}, nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "lost") {
		t.Errorf("printed\n%s\nwith a lost line", out.String())
	}
}

func TestTree(t *testing.T) {
	answers := writeFile(t, "answers", eight)
	guesses := writeFile(t, "guesses", "batch\ndigit\n")
	tree := filepath.Join(t.TempDir(), "tree.txt")
	var out, errs bytes.Buffer
	if err := run([]string{"-answers", answers, "-guesses", guesses, "-first", "batch", "-tree", tree}, nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	data := gametest.Must(os.ReadFile(tree))
	want := `# wordle-solve decision tree: 8 answers, 10 guesses, normal mode, 6 tries
# each line: the guesses played for one answer, each with its feedback (G green, Y yellow, . grey)
# first guess BATCH
# 1 guess: 0
# 2 guesses: 7
# 3 guesses: 1
# average 2.1250 total 17 worst 3
BATCH .Y... GRADE GGGGG
BATCH .YY.. GRATE GGGGG
BATCH .YY.. GRATE .GGYG TRADE GGGGG
BATCH .Y.Y. CRANE GGGGG
BATCH .YYY. CRATE GGGGG
BATCH .Y.G. GRACE GGGGG
BATCH GY.G. BRACE GGGGG
BATCH .YYG. TRACE GGGGG
`
	if string(data) != want {
		t.Errorf("tree file\n%s\nwant\n%s", data, want)
	}
}

// TestTreeFile checks the tree file's documented form on a larger list:
// one line per answer, each row's feedback the one the answer gives, the
// last all green, and lines sharing their words up to the first branch.
func TestTreeFile(t *testing.T) {
	answers := writeFile(t, "answers", strings.Join(strings.Fields(testAnswers), "\n"))
	guesses := writeFile(t, "guesses", "salet\ncourd\nnymph\n")
	tree := filepath.Join(t.TempDir(), "tree.txt")
	var out, errs bytes.Buffer
	if err := run([]string{"-answers", answers, "-guesses", guesses, "-exact", "-tree", tree}, nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(tree)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	total := 0
	for line := range strings.Lines(string(data)) {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if len(f) < 2 || len(f)%2 != 0 {
			t.Fatalf("line %q: not guess-feedback pairs", line)
		}
		answer := f[len(f)-2]
		for i := 0; i < len(f); i += 2 {
			p, err := wordle.Feedback(answer, f[i])
			if err != nil || p.String() != f[i+1] {
				t.Fatalf("line %q: %s gets %s against %s, not %s", line, f[i], p, answer, f[i+1])
			}
		}
		if f[len(f)-1] != "GGGGG" || seen[answer] {
			t.Fatalf("line %q: not ending in a new answer", line)
		}
		seen[answer] = true
		total += len(f) / 2
	}
	if len(seen) != len(strings.Fields(testAnswers)) {
		t.Errorf("%d answers in the tree file, want %d", len(seen), len(strings.Fields(testAnswers)))
	}
	if last := "total " + strconv.Itoa(total) + " "; !strings.Contains(out.String(), last) {
		t.Errorf("the lines use %d guesses; the command printed\n%s", total, out.String())
	}
}

const testAnswers = `crane slate trace grace brace crate grate grade trade spade shade
blade glade plane plate slant chant giant joint point pound round sound mound
wound hound bound found`

func TestHint(t *testing.T) {
	answers := writeFile(t, "answers", eight)
	guesses := writeFile(t, "guesses", "batch\ndigit\n")
	in := `# a round whose answer is GRADE
batch .y...

batch .y... extra
crane .GG.G
crane .g
grade ggggg
grace .....
`
	var out, errs bytes.Buffer
	err := run([]string{"-answers", answers, "-guesses", guesses, "-hint", "-first", "batch"}, strings.NewReader(in), &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "3 of the lines") {
		t.Errorf("run = %v, want an error counting 3 lines", err)
	}
	want := `8 answers
best next guess BATCH
BATCH .Y...: 1 answer left (GRADE)
best next guess GRADE
CRANE .GG.G: 1 answer left (GRADE)
best next guess GRADE
GRADE GGGGG: solved in 3 guesses
`
	if out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
	for _, msg := range []string{
		`line 4: "batch .y... extra": want a guess and its feedback`,
		`line 6: guess CRANE has 5 letters, feedback .G has 2 marks`,
		`line 8: the round is solved already`,
	} {
		if !strings.Contains(errs.String(), msg) {
			t.Errorf("stderr %q lacks %q", errs.String(), msg)
		}
	}
}

func TestHintErrors(t *testing.T) {
	answers := writeFile(t, "answers", eight)
	guesses := writeFile(t, "guesses", "batch\ndigit\n")
	for _, c := range []struct {
		hard bool
		in   string
		want string
	}{
		{false, "crane GGGGY\n", "line 1: no answer fits CRANE GGGGY"},
		{false, "crane .....\n", "line 1: no answer fits CRANE ....."},
		{false, "digit .....\nbatch YY...\nbatch .....\n", "line 3: no answer fits BATCH ....."},
		{true, "crane .GG.G\nbatch .....\n", "line 2: wordle: step 2: guess BATCH ignores an earlier clue"},
		{false, "cr4ne .....\n", "line 1: guess: tiles: \"cr4ne\": '4' is not a letter of the english alphabet"},
		{false, "crane xx...\n", "line 1: wordle"},
	} {
		var out, errs bytes.Buffer
		args := []string{"-answers", answers, "-guesses", guesses, "-hint"}
		if c.hard {
			args = append(args, "-hard")
		}
		err := run(args, strings.NewReader(c.in), &out, &errs)
		if err == nil || !strings.Contains(errs.String(), c.want) {
			t.Errorf("input %q: error %v, stderr %q, want %q", c.in, err, errs.String(), c.want)
		}
	}
	// Rows after a rejected one go on from the rows before it.
	var out, errs bytes.Buffer
	if err := run([]string{"-answers", answers, "-guesses", guesses, "-hint"}, strings.NewReader("crane .....\ncrane .GG.G\n"), &out, &errs); err == nil {
		t.Error("no error for a rejected row")
	}
	if !strings.Contains(out.String(), "CRANE .GG.G: 3 answers left (GRATE GRADE TRADE)") {
		t.Errorf("printed\n%s", out.String())
	}
	if err := run([]string{"-hint", "-first", "zzzzz"}, strings.NewReader(""), &out, &errs); err == nil || !strings.Contains(err.Error(), "not in the solver's lists") {
		t.Errorf("-first zzzzz: %v", err)
	}
}

// TestHintBundled drives -hint over the bundled lists to the end of a
// round, with no list files.
func TestHintBundled(t *testing.T) {
	const secret = "NYMPH"
	var in strings.Builder
	var out, errs bytes.Buffer
	// Play the hints one by one: each run reads the rows so far.
	for range 6 {
		out.Reset()
		if err := run([]string{"-hint"}, strings.NewReader(in.String()), &out, &errs); err != nil {
			t.Fatalf("%v: %s", err, errs.String())
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		last := lines[len(lines)-1]
		if strings.Contains(last, "solved in") {
			return
		}
		guess, ok := strings.CutPrefix(last, "best next guess ")
		if !ok {
			t.Fatalf("last line %q", last)
		}
		p := gametest.Must(wordle.Feedback(secret, guess))
		fmt.Fprintf(&in, "%s %s\n", guess, p)
	}
	t.Fatalf("not solved in 6:\n%s", out.String())
}

// TestAlphabet plays and hints over Spanish lists: Ñ is one letter, in
// any case, precomposed or as N and a combining tilde, and accents fold.
func TestAlphabet(t *testing.T) {
	answers := writeFile(t, "answers", "señal\nPEÑAS\nlen\u0303as\ncañas\nmañas\nbaños\nsueño\ndueño\n")
	guesses := writeFile(t, "guesses", "árbol\nmonte\n")
	tree := filepath.Join(t.TempDir(), "tree")
	var out, errs bytes.Buffer
	args := []string{"-alphabet", "spanish-27", "-answers", answers, "-guesses", guesses}
	if err := run(append(args, "-tree", tree, "-first", "señal"), nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	if want := "first guess SEÑAL\n1 guess: 1\n2 guesses: 6\n3 guesses: 1\naverage 2.0000 total 16 worst 3\n"; out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
	text := string(gametest.Must(os.ReadFile(tree)))
	for _, line := range []string{"SEÑAL YGGGY LEÑAS GGGGG\n", "SEÑAL Y.GG. CAÑAS .GGGG MAÑAS GGGGG\n"} {
		if !strings.Contains(text, line) {
			t.Errorf("tree file lacks %q:\n%s", line, text)
		}
	}
	out.Reset()
	in := "sen\u0303al Y.GG.\ncañas .gggg\nMAÑAS GGGGG\n"
	if err := run(append(args, "-hint", "-first", "SEÑAL"), strings.NewReader(in), &out, &errs); err != nil {
		t.Fatalf("%v: %s", err, errs.String())
	}
	want := `8 answers
best next guess SEÑAL
SEÑAL Y.GG.: 2 answers left (CAÑAS MAÑAS)
best next guess CAÑAS
CAÑAS .GGGG: 1 answer left (MAÑAS)
best next guess MAÑAS
MAÑAS GGGGG: solved in 3 guesses
`
	if out.String() != want {
		t.Errorf("printed\n%s\nwant\n%s", out.String(), want)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-alphabet", "spanish-27", "-hint"}, "-alphabet spanish-27 needs -answers and -guesses"},
		{[]string{"-alphabet", "klingon"}, `-alphabet "klingon": want english, spanish-27`},
		{[]string{"-alphabet", "english", "-answers", answers, "-guesses", guesses}, `"señal" is not a word of the english alphabet`},
		{append(args, "-first", "señas"), "not in the solver's lists"},
	} {
		if err := run(c.args, nil, &out, &errs); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("run %v = %v, want an error with %q", c.args, err, c.want)
		}
	}
}

// TestAlphabetNames checks that every alphabet the help names exists.
func TestAlphabetNames(t *testing.T) {
	names := strings.Fields(strings.NewReplacer(",", "", " or ", " ").Replace(alphabets))
	if len(names) != 7 {
		t.Fatalf("alphabets lists %q", names)
	}
	for _, name := range names {
		if _, ok := tiles.LookupAlphabet(name); !ok {
			t.Errorf("-alphabet %s is named but unknown", name)
		}
	}
}

// TestExactEveryOpener runs -exact with no -first on a small list where
// none of the heuristic's best three openers is optimal: the tree must
// still be the best over every opener (19 guesses in all, where the
// heuristic's openers need 20).
func TestExactEveryOpener(t *testing.T) {
	words := writeFile(t, "words", "fifda\nfffda\nfmfda\nbnfda\nbjfda\nbafda\nbdfda\n")
	var out, errs bytes.Buffer
	if err := run([]string{"-answers", words, "-guesses", words, "-exact"}, nil, &out, &errs); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if last, want := lines[len(lines)-1], "average 2.7143 total 19 worst 4"; last != want {
		t.Errorf("printed\n%s\nwant the last line %q", out.String(), want)
	}
}
