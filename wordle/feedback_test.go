package wordle

import (
	"errors"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/tiles"
)

func TestFeedbackTable(t *testing.T) {
	for _, c := range []struct{ secret, guess, want string }{
		{"SOLVE", "SMILE", "G..YG"},
		{"SOLVE", "solve", "GGGGG"},
		{"ABBEY", "BABES", "YYGG."},
		{"ABBEY", "KEBAB", ".YGYY"},
		{"SPEED", "EERIE", "YY..."},
		{"CRANE", "EERIE", "..Y.G"},
		{"LLAMA", "HALLO", ".YYY."},
		{"SKILL", "LLAMA", "YY..."},
		{"ROBOT", "OOZES", "YG..."},
		{"PAPER", "APPLE", "YYG.Y"},
		{"ABC", "CAB", "YYY"},
		{"SHALLOWS", "SWALLOWS", "G.GGGGGG"},
	} {
		p, err := Feedback(c.secret, c.guess)
		if err != nil {
			t.Fatalf("Feedback(%q, %q): %v", c.secret, c.guess, err)
		}
		if p.String() != c.want {
			t.Errorf("Feedback(%q, %q) = %s, want %s", c.secret, c.guess, p, c.want)
		}
	}
}

func TestFeedbackErrors(t *testing.T) {
	for _, c := range []struct {
		secret, guess string
		want          error
	}{
		{"SOLVE", "SOLVES", ErrWrongLength},
		{"", "", ErrWrongLength},
		{"ABCDEFGHIJK", "ABCDEFGHIJK", ErrWrongLength},
		{"SOLVE", "SOLV3", ErrNotLetters},
		{"SO VE", "SOLVE", ErrNotLetters},
		{"SOLVÉ", "SOLVEE", ErrNotLetters},
		{"SOL@E", "SOLVE", ErrNotLetters},
		{"SOL[E", "SOLVE", ErrNotLetters},
		{"SOL`E", "SOLVE", ErrNotLetters},
		{"SOL{E", "SOLVE", ErrNotLetters},
	} {
		p, err := Feedback(c.secret, c.guess)
		if !errors.Is(err, c.want) || p != (Pattern{}) {
			t.Errorf("Feedback(%q, %q) = %v, %v; want zero Pattern and %v", c.secret, c.guess, p, err, c.want)
		}
	}
	_, err := Feedback("SOLVE", "SOLVES")
	if want := `wordle: secret "SOLVE" and guess "SOLVES": 5 and 6 letters`; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("error %q does not start with %q", err, want)
	}
}

// referenceFeedback is the marking written the slow, obvious way: first
// every exact match is green; then for each other guess position, left to
// right, look for a secret position holding the same letter that is neither
// green nor already used by an earlier yellow.
func referenceFeedback(secret, guess string) string {
	s, g := strings.ToUpper(secret), strings.ToUpper(guess)
	out := make([]byte, len(g))
	used := make([]bool, len(s))
	for i := range g {
		out[i] = '.'
		if g[i] == s[i] {
			out[i] = 'G'
			used[i] = true
		}
	}
	for i := range g {
		if out[i] == 'G' {
			continue
		}
		for j := range s {
			if !used[j] && s[j] == g[i] {
				used[j] = true
				out[i] = 'Y'
				break
			}
		}
	}
	return string(out)
}

// smallWord draws words over a four-letter alphabet in mixed case, so
// repeated letters are the rule rather than the exception.
func smallWord(n int) *rapid.Generator[string] {
	return rapid.StringOfN(rapid.SampledFrom([]rune("ABCDabcd")), n, n, n)
}

// drawnFeedback draws a secret and a guess of one length from a small
// alphabet, so that letters repeat, and returns them with the guess's
// feedback.
func drawnFeedback(t *rapid.T) (secret, guess string, p Pattern) {
	n := rapid.IntRange(1, MaxPatternLen).Draw(t, "n")
	secret, guess = smallWord(n).Draw(t, "secret"), smallWord(n).Draw(t, "guess")
	p, err := Feedback(secret, guess)
	if err != nil {
		t.Fatal(err)
	}
	return secret, guess, p
}

func TestFeedbackMatchesReference(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		secret, guess, p := drawnFeedback(t)
		if got, want := p.String(), referenceFeedback(secret, guess); got != want {
			t.Fatalf("Feedback(%q, %q) = %s, reference says %s", secret, guess, got, want)
		}
	})
}

func TestFeedbackSolvedIffEqual(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, MaxPatternLen).Draw(t, "n")
		secret := smallWord(n).Draw(t, "secret")
		guess := rapid.OneOf(smallWord(n), rapid.Just(strings.ToLower(secret))).Draw(t, "guess")
		p, err := Feedback(secret, guess)
		if err != nil {
			t.Fatal(err)
		}
		if equal := strings.EqualFold(secret, guess); p.Solved() != equal || (p == Solved(n)) != equal {
			t.Fatalf("Feedback(%q, %q) = %s: solved %v, words equal %v", secret, guess, p, p.Solved(), equal)
		}
	})
}

func TestFeedbackLetterCounts(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		secret, guess, p := drawnFeedback(t)
		s, g := strings.ToUpper(secret), strings.ToUpper(guess)
		for _, l := range "ABCD" {
			marked := 0
			for i, c := range g {
				if c == l && p.At(i) != Grey {
					marked++
				}
			}
			if marked > strings.Count(s, string(l)) || marked > strings.Count(g, string(l)) {
				t.Fatalf("Feedback(%q, %q) = %s marks %d %c", secret, guess, p, marked, l)
			}
		}
	})
}

func TestPatternAccessors(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, MaxPatternLen).Draw(t, "n")
		marks := rapid.SliceOfN(rapid.SampledFrom([]Mark{Grey, Yellow, Green}), n, n).Draw(t, "marks")
		p, err := MakePattern(marks...)
		if err != nil {
			t.Fatal(err)
		}
		q, err := ParsePattern(p.String())
		if err != nil || q != p {
			t.Fatalf("ParsePattern(%q) = %v, %v; want %v", p.String(), q, err, p)
		}
		r, err := PatternFromCode(n, p.Code())
		if err != nil || r != p {
			t.Fatalf("PatternFromCode(%d, %d) = %v, %v", n, p.Code(), r, err)
		}
		var u Pattern
		text, _ := p.MarshalText()
		if err := u.UnmarshalText(text); err != nil || u != p {
			t.Fatalf("UnmarshalText(%q) = %v, %v", text, u, err)
		}
		greens, yellows := 0, 0
		for i, m := range marks {
			if p.At(i) != m || p.Marks()[i] != m {
				t.Fatalf("At(%d) = %v, want %v", i, p.At(i), m)
			}
			if m == Green {
				greens++
			}
			if m == Yellow {
				yellows++
			}
		}
		if g, y := p.Counts(); g != greens || y != yellows || p.Greens() != g || p.Yellows() != y {
			t.Fatalf("Counts() = %d, %d; want %d, %d", g, y, greens, yellows)
		}
		if p.Len() != n || p.Solved() != (greens == n) || len([]rune(p.Emoji())) != n {
			t.Fatalf("Len %d Solved %v Emoji %q for %s", p.Len(), p.Solved(), p.Emoji(), p)
		}
	})
}

func TestParsePatternErrors(t *testing.T) {
	for _, s := range []string{"", "GGXGG", "GGGGGGGGGGG", "🟩"} {
		if p, err := ParsePattern(s); !errors.Is(err, ErrBadPattern) {
			t.Errorf("ParsePattern(%q) = %v, %v; want ErrBadPattern", s, p, err)
		}
	}
	var p Pattern
	if err := p.UnmarshalText([]byte("GG?")); err == nil || p != (Pattern{}) {
		t.Errorf("UnmarshalText(GG?) = %v, left %v", err, p)
	}
	if err := p.UnmarshalText(nil); err != nil || p != (Pattern{}) {
		t.Errorf("UnmarshalText(nil) = %v, %v", err, p)
	}
	if _, err := MakePattern(); !errors.Is(err, ErrBadPattern) {
		t.Errorf("MakePattern() = %v", err)
	}
	if _, err := MakePattern(Green, 3); !errors.Is(err, ErrBadPattern) {
		t.Errorf("MakePattern(Green, 3) = %v", err)
	}
	if _, err := PatternFromCode(5, 243); !errors.Is(err, ErrBadPattern) {
		t.Errorf("PatternFromCode(5, 243) = %v", err)
	}
	if _, err := PatternFromCode(0, 0); !errors.Is(err, ErrBadPattern) {
		t.Errorf("PatternFromCode(0, 0) = %v", err)
	}
	if (Pattern{}).Solved() || (Pattern{}).String() != "" || Solved(0) != (Pattern{}) || Mark(7).String() != "Mark(7)" {
		t.Error("zero values misbehave")
	}
}

func TestShareGrid(t *testing.T) {
	rows := []Pattern{}
	for _, s := range []string{"..Y..", "G.YY.", "GGGGG"} {
		p, _ := ParsePattern(s)
		rows = append(rows, p)
	}
	got, err := ShareGrid("Wordle 1,234", rows, 6, true)
	want := "Wordle 1,234 3/6*\n\n⬛⬛🟨⬛⬛\n🟩⬛🟨🟨⬛\n🟩🟩🟩🟩🟩"
	if err != nil || got != want {
		t.Errorf("ShareGrid = %q, %v\nwant %q", got, err, want)
	}
	got, err = ShareGrid("", rows[:2], 2, false)
	if want := "X/2\n\n⬛⬛🟨⬛⬛\n🟩⬛🟨🟨⬛"; err != nil || got != want {
		t.Errorf("ShareGrid failed = %q, %v; want %q", got, err, want)
	}
	four, _ := ParsePattern("GGGG")
	for name, rs := range map[string][]Pattern{
		"empty":      nil,
		"solved-mid": {rows[2], rows[0]},
		"mixed-len":  {rows[0], four},
		"zero":       {{}},
		"crossed":    {{}, {}},
		"too-many":   {rows[0], rows[0], rows[0], rows[0], rows[0], rows[0], rows[2]},
	} {
		if _, err := ShareGrid("Wordle", rs, 6, false); !errors.Is(err, ErrBadPattern) {
			t.Errorf("ShareGrid(%s) = %v, want ErrBadPattern", name, err)
		}
	}
}

func TestBoardShareGrid(t *testing.T) {
	r := TimedMode(time.Minute)
	s := play(t, mustNew(t, r, Setup{Players: 4}), "0 secret solve", "1 guess crane", "1 timeup", "1 giveup", "2 timeup", "2 giveup")
	b := s.View(1).Rounds[0].Boards[1]
	got, err := b.ShareGrid("Wordle", r)
	if want := "Wordle X/6\n\n⬛⬛⬛⬛🟩\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("give-up board: %q, %v; want %q", got, err, want)
	}
	got, err = s.View(2).Rounds[0].Boards[2].ShareGrid("", r)
	if want := "X/6\n\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("time-out board: %q, %v; want %q", got, err, want)
	}
	for name, bad := range map[string]Board{
		"playing": s.View(3).Rounds[0].Boards[3],
		"hosting": s.View(0).Rounds[0].Boards[0],
		"hidden":  s.View(3).Rounds[0].Boards[1],
		"no rows": s.View(3).Rounds[0].Boards[2],
	} {
		if name == "no rows" {
			bad.Rows = nil
		}
		if _, err := bad.ShareGrid("Wordle", r); !errors.Is(err, ErrBadPattern) {
			t.Errorf("%s board: %v, want ErrBadPattern", name, err)
		}
	}
	// The package function takes a give-up (fewer rows, none solved) and
	// crossed-out rows (zero Patterns) too.
	p, _ := ParsePattern("Y....")
	got, err = ShareGrid("Wordle", []Pattern{p, {}}, 6, true)
	if want := "Wordle X/6*\n\n🟨⬛⬛⬛⬛\n⬜⬜⬜⬜⬜"; err != nil || got != want {
		t.Errorf("ShareGrid of a give-up: %q, %v; want %q", got, err, want)
	}
}

var sinkPattern Pattern

func BenchmarkFeedback(b *testing.B) {
	pairs := [][2]string{{"SOLVE", "SMILE"}, {"ABBEY", "KEBAB"}, {"crane", "eerie"}, {"LLAMA", "HALLO"}}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		p := pairs[i&3]
		sinkPattern, _ = Feedback(p[0], p[1])
	}
}

// BenchmarkFeedbackCodes marks words held as letter codes, the solver's
// inner loop when it builds its tables.
func BenchmarkFeedbackCodes(b *testing.B) {
	pairs := [][2]string{{"SOLVE", "SMILE"}, {"ABBEY", "KEBAB"}, {"CRANE", "EERIE"}, {"LLAMA", "HALLO"}}
	for i := 0; b.Loop(); i++ {
		p := pairs[i&3]
		sinkPattern, _ = FeedbackCodes(p[0], p[1])
	}
}

// TestFeedbackCodes checks that the two marking entry points, one for
// ASCII words of either case and one for letter codes, mark English
// words alike, and that FeedbackCodes refuses what is no pair of code
// strings.
func TestFeedbackCodes(t *testing.T) {
	words := []string{"SOLVE", "SMILE", "ABBEY", "KEBAB", "CRANE", "EERIE", "LLAMA", "HALLO", "SPEED", "ROBOT"}
	for _, s := range words {
		for _, g := range words {
			want, err := FeedbackCodes(s, g)
			if err != nil {
				t.Fatalf("FeedbackCodes(%q, %q): %v", s, g, err)
			}
			for _, pair := range [][2]string{{s, g}, {strings.ToLower(s), g}, {s, strings.ToLower(g)}} {
				got, err := Feedback(pair[0], pair[1])
				if err != nil || got != want {
					t.Errorf("Feedback(%q, %q) = %v, %v; FeedbackCodes gives %v", pair[0], pair[1], got, err, want)
				}
			}
		}
	}
	for _, c := range []struct {
		secret, guess string
		want          error
	}{
		{"SOLVE", "SOLVES", ErrWrongLength},
		{"", "", ErrWrongLength},
		{"ABCDEFGHIJK", "ABCDEFGHIJK", ErrWrongLength},
		{"SOLVE", "SOLV@", ErrNotLetters},
		{"SOL\x81E", "SOLVE", ErrNotLetters},
		{"SOLVE", "SOLV\xff", ErrNotLetters},
	} {
		p, err := FeedbackCodes(c.secret, c.guess)
		if !errors.Is(err, c.want) || p != (Pattern{}) {
			t.Errorf("FeedbackCodes(%q, %q) = %v, %v; want %v", c.secret, c.guess, p, err, c.want)
		}
	}
	// A row at once: the same marks, and a refusal that names the word
	// and leaves dst as it was.
	row, err := AppendFeedbackCodes([]Pattern{{}}, "CRANE", words)
	for i, w := range words {
		if want, _ := FeedbackCodes(w, "CRANE"); err != nil || len(row) != len(words)+1 || row[i+1] != want {
			t.Fatalf("AppendFeedbackCodes(CRANE) = %v, %v; FeedbackCodes(%s) gives %v", row, err, w, want)
		}
	}
	for _, c := range []struct {
		guess   string
		secrets []string
		want    error
	}{
		{"CRANE", []string{"SOLVE", "SOLVES"}, ErrWrongLength},
		{"CRANE", []string{"SOLVE", "SOLV@"}, ErrNotLetters},
		{"CRAN@", []string{"SOLVE"}, ErrNotLetters},
		{"", nil, ErrWrongLength},
		{"ABCDEFGHIJK", []string{"ABCDEFGHIJK"}, ErrWrongLength},
	} {
		got, err := AppendFeedbackCodes(row[:1], c.guess, c.secrets)
		if !errors.Is(err, c.want) || len(got) != 1 {
			t.Errorf("AppendFeedbackCodes(%q, %q) = %v, %v; want %v and dst unchanged", c.guess, c.secrets, got, err, c.want)
		}
	}
	// The last code of the largest alphabet is a letter.
	last := string(rune('A' + tiles.MaxLetters - 1))
	if p, err := FeedbackCodes(last+"A", "A"+last); err != nil || p.String() != "YY" {
		t.Errorf("FeedbackCodes of the last code: %v, %v", p, err)
	}
}

func TestReadWord(t *testing.T) {
	for _, c := range []struct {
		a          *tiles.Alphabet
		text, want string // want: WordText of the codes, or the error
		ok         bool
	}{
		{nil, "crane", "CRANE", true},
		{tiles.English(), "Crane", "CRANE", true},
		{nil, "cr4ne", `wordle: '4' in "cr4ne" is not a letter A-Z: not letters A-Z`, false},
		{nil, "", "wordle: the word is empty: not letters A-Z", false},
		{tiles.Spanish(), "chorro", "[CH]O[RR]O", true},
		{tiles.Spanish27(), "niño", "NIÑO", true},
		{tiles.Spanish27(), "ni5o", `wordle: "ni5o": '5' is not a letter of the spanish-27 alphabet: not letters A-Z`, false},
	} {
		codes, err := ReadWord(c.a, c.text)
		got := ""
		if err == nil {
			got = WordText(c.a, codes)
			if back, _ := ReadWord(c.a, got); back != codes {
				t.Errorf("%q: WordText gives %q, which reads back as %q, not %q", c.text, got, back, codes)
			}
		} else {
			got = err.Error()
			if !errors.Is(err, ErrNotLetters) {
				t.Errorf("ReadWord(%v, %q): %v does not wrap ErrNotLetters", c.a, c.text, err)
			}
		}
		if (err == nil) != c.ok || got != c.want {
			t.Errorf("ReadWord(%v, %q) = %q, %v; want %q", c.a, c.text, got, err, c.want)
		}
	}
}
