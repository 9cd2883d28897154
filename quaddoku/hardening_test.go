package quaddoku

import (
	"errors"
	"iter"
	"math"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// Hostile tile counts are refused by Validate, before New builds
// anything, and a sum of counts cannot wrap around to a small total.
func TestRulesTileCap(t *testing.T) {
	for name, set := range map[string]func(d tiles.Distribution){
		"1<<40 Z5":      func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = 1 << 40 },
		"1e8 Z5":        func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = 1e8 },
		"MaxTiles+1 Z5": func(d tiles.Distribution) { d[tiles.Letter('Z', 5)] = MaxTiles + 1 },
		"wrap around": func(d tiles.Distribution) {
			d[tiles.Letter('A', 1)] = math.MaxInt
			d[tiles.Letter('B', 3)] = math.MaxInt
			d[tiles.Letter('C', 3)] = 102
		},
		"over in sum": func(d tiles.Distribution) {
			d[tiles.Letter('C', 3)] = MaxTiles / 2
			d[tiles.Letter('D', 2)] = MaxTiles / 2
		},
	} {
		r := DefaultRules()
		set(r.Tiles)
		err := r.Validate()
		if !errors.Is(err, ErrBadRules) || !strings.Contains(err.Error(), "more than 1000 tiles") {
			t.Errorf("%s: Validate = %v", name, err)
		}
		if _, err := New(r, Setup{Players: 1}); !errors.Is(err, ErrBadRules) {
			t.Errorf("%s: New = %v", name, err)
		}
	}
	// MaxTiles itself is allowed, and the finder counts that many of one
	// kind without overflow.
	r := DefaultRules()
	r.Tiles[tiles.Letter('E', 3)] += MaxTiles - r.Tiles.Total()
	s, err := New(r, Setup{Players: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Bag()) != MaxTiles-12 {
		t.Fatalf("pile holds %d tiles", len(s.Bag()))
	}
	m := mustMove(t, "02=E3")
	if got, err := s.Hints(0, 1); err != nil || len(got) != 1 {
		t.Fatalf("Hints(0, 1) = %v, %v", got, err)
	}
	found := false
	for lm := range s.LegalMovesUpTo(1) {
		found = found || lm == m
	}
	if !found {
		t.Errorf("with %d E3 in the pile, LegalMoves misses %v", s.BagCount(tiles.Letter('E', 3)), m)
	}
}

// A nil value of a dictionary type would panic on its first question: New
// refuses it, and Attach given one returns a State that refuses moves,
// saying why. Attach(nil), like a nil Setup.Dictionary, means the bundled
// default.
func TestNilDictionary(t *testing.T) {
	var list *dictionary.List
	var fn dictionary.Func
	for _, d := range []dictionary.Dictionary{list, fn} {
		if _, err := New(DefaultRules(), Setup{Players: 1, Dictionary: d}); !errors.Is(err, ErrBadSetup) || !errors.Is(err, dictionary.ErrNil) {
			t.Errorf("New with a nil %T: %v", d, err)
		}
		s, err := New(DefaultRules(), Setup{Players: 1})
		if err != nil {
			t.Fatal(err)
		}
		a := s.Attach(d)
		m := mustMove(t, "02=E3")
		err = a.Validate(m)
		if !errors.Is(err, ErrDetached) || !strings.Contains(err.Error(), "nil") {
			t.Errorf("Validate after Attach(nil %T): %v", d, err)
		}
		if _, err := a.BestMove(); !errors.Is(err, ErrDetached) {
			t.Errorf("BestMove after Attach(nil %T): %v", d, err)
		}
		if hs, err := a.Hints(0, 2); len(hs) != 0 || !errors.Is(err, ErrDetached) {
			t.Errorf("Hints after Attach(nil %T): %v, %v", d, hs, err)
		}
		for m := range a.LegalMoves() {
			t.Fatalf("LegalMoves after Attach(nil %T) yields %v", d, m)
		}
		if err := a.Validate(Pass()); err != nil {
			t.Errorf("a pass after Attach(nil %T): %v", d, err)
		}
		// Its text says custom, and reads back detached too.
		text, _ := a.MarshalText()
		var back State
		if err := back.UnmarshalText(text); err != nil || !back.detached {
			t.Errorf("decoded: %v, detached %v", err, back.detached)
		}
		if err := a.Attach(dictionary.Default()).Validate(m); err != nil {
			t.Errorf("Attach(Default) after a bad Attach: %v", err)
		}
		if back := a.Attach(nil); back.detached || back.dictKind != dictionary.DefaultName || back.Validate(m) != nil {
			t.Errorf("Attach(nil) after a bad Attach: detached %v, dictionary %q", back.detached, back.dictKind)
		}
	}
}

// A rejected Apply returns its receiver, so s, err = s.Apply(m) keeps
// the game.
func TestApplyErrorKeepsState(t *testing.T) {
	s, err := New(DefaultRules(), Setup{Names: []string{"Ann", "Bob"}})
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Apply(mustMove(t, "02=E3 13=U1 23=B3"))
	before, _ := s.MarshalText()
	s, err = s.Apply(mustMove(t, "02=X5"))
	if !errors.Is(err, ErrNotAWord) {
		t.Fatalf("Apply = %v", err)
	}
	if after, _ := s.MarshalText(); string(after) != string(before) {
		t.Fatalf("after a rejected Apply the game is\n%s\nwant\n%s", after, before)
	}
	if s.Over() || s.Turns() != 1 {
		t.Fatalf("after a rejected Apply: over %v, %d turns", s.Over(), s.Turns())
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var a, b runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&a)
	f()
	runtime.ReadMemStats(&b)
	return b.TotalAlloc - a.TotalAlloc
}

// Decoding refuses 10 MB of newlines with little more memory than the
// input itself: the header is checked first and lines are read one by
// one, never split up front.
func TestUnmarshalTextMemory(t *testing.T) {
	const size = 10 << 20
	newlines := strings.Repeat("\n", size)
	s, _ := New(DefaultRules(), Setup{Players: 2})
	good, _ := s.MarshalText()
	long := strings.Repeat("x", size)
	for name, text := range map[string][]byte{
		"newlines":            []byte(newlines),
		"header and newlines": []byte(textVersion + "\n" + newlines),
		"a long first line":   []byte(long + "\n"),
		"a long moves line":   []byte(strings.Replace(string(good), "\nmoves\n", "\nmoves "+strings.Repeat("-, ", size/3)+"-\n", 1)),
		"a long names line":   []byte(strings.Replace(string(good), "\ngrid ", "\nnames "+long+"\ngrid ", 1)),
	} {
		gametest.Refuses[State](t, name, text)
	}
}

// ParseMove's errors quote a short piece of the input and name a
// non-ASCII character as the character.
func TestParseMoveErrors(t *testing.T) {
	s, _ := New(DefaultRules(), Setup{Players: 1})
	for _, c := range []struct{ text, want string }{
		{strings.Repeat("02=E3", 1<<20), `"02=E302=E302=E302=E302=E302=E302=E302=E3…"`},
		{"02=E3 " + strings.Repeat("x", 1<<20), `"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…"`},
		{strings.Repeat("02=E3 ", 1<<20), "cell 02 gets two tiles"},
		{"00=A1 01=A1 02=A1 03=A1 10=A1 13=A1 20=A1 23=A1 30=A1 31=A1 32=A1 33=A1 " + strings.Repeat("00=A1 ", 1<<20), "more than 12 placements"},
		{"02=ı3", "'ı' is not a letter"},
		{"02=Ć", "'Ć' is not a letter"},
		{"02=E²", "'²' is not a digit"},
		{"02=E\xff", `'\xff' is not a digit`},
	} {
		_, err := s.ParseMove(c.text)
		if !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 200 {
			t.Errorf("ParseMove(%.20q…) = %v, want ErrSyntax and %s", c.text, err, c.want)
		}
	}
	if _, err := ParseGrid(strings.Repeat("B2 ", 1<<20)); err == nil || len(err.Error()) > 200 {
		t.Errorf("ParseGrid of 3 MB: a %d-byte error", len(err.Error()))
	}
}

// Keywords match byte for byte: no Unicode case folding lets İ stand for
// i or ſ for s.
func TestKeywordsASCII(t *testing.T) {
	var side Side
	for _, text := range []string{"rİght", "ſide", "TOP", "Left"} {
		if err := side.UnmarshalText([]byte(text)); err == nil {
			t.Errorf("side %q accepted as %v", text, side)
		}
	}
	s, _ := New(DefaultRules(), Setup{Players: 2})
	good, _ := s.MarshalText()
	for _, bad := range []string{
		strings.Replace(string(good), "dictionary default", "dictionary defaulţ", 1),
		strings.Replace(string(good), "dictionary default", "dİctionary default", 1),
		strings.Replace(string(good), "valueonly=false", "valueonly=falſe", 1),
	} {
		var back State
		if err := back.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("accepted:\n%s", bad)
		}
	}
}

// endless yields one word for ever, in both cases, as a buggy or hostile
// dictionary might.
type endless struct{ n *int }

func (e endless) Contains(w string) bool { return true }

func (e endless) WordsOfLength(n int) iter.Seq[string] {
	return func(yield func(string) bool) {
		for i := 0; ; i++ {
			*e.n++
			w := "BEAT"
			if i%2 == 1 {
				w = "beat"
			}
			if *e.n > 3*26*26*26*26 || !yield(w) {
				return
			}
		}
	}
}

// The word index holds each word once however often a dictionary yields
// it: its memory is bounded by the 26^4 four-letter strings.
func TestIndexBounded(t *testing.T) {
	n := 0
	var ix *index
	mem := allocated(func() { ix = buildIndex(endless{&n}) })
	// B E A T, letters counted from A = 0.
	if len(ix.words) != 1 || ix.words[0] != [4]byte{1, 4, 0, 19} {
		t.Errorf("index of an endless BEAT: %d words", len(ix.words))
	}
	if mem > 1<<20 {
		t.Errorf("%d bytes allocated for %d yields of one word", mem, n)
	}
}

// The longest games the tile cap allows, one tile a turn, alone or with
// 63 passes between turns, decode with memory a small multiple of their
// text, beside a fixed amount for the rules and the tile set.
func TestUnmarshalTextLongGame(t *testing.T) {
	for _, players := range []int{1, MaxPlayers} {
		r := DefaultRules()
		r.AllowValueOnly, r.FreePass = true, true
		r.Tiles[tiles.Letter('E', 3)] += (MaxTiles - r.Tiles.Total()) / 2
		r.Tiles[tiles.Letter('E', 2)] += MaxTiles - r.Tiles.Total()
		s, err := New(r, Setup{Players: players})
		if err != nil {
			t.Fatal(err)
		}
		flip := [2]Move{mustMove(t, "01=E3"), mustMove(t, "01=E2")}
		for i := 0; !s.Over(); i++ {
			next, err := s.Apply(flip[i%2])
			if err != nil {
				break // the last E3 or E2 is used up
			}
			s = next
			for range players - 1 {
				s, _ = s.Apply(Pass())
			}
		}
		if s.Turns() < 900*players {
			t.Fatalf("%d players: only %d turns", players, s.Turns())
		}
		text, _ := s.MarshalText()
		var back State
		var derr error
		n := allocated(func() { derr = back.UnmarshalText(text) })
		if derr != nil {
			t.Fatal(derr)
		}
		if n > 16*uint64(len(text))+256<<10 {
			t.Errorf("%d players: %d bytes allocated to decode %d bytes of %d turns", players, n, len(text), s.Turns())
		}
	}
}

// A decoding error quotes at most a short piece of the text, whatever
// field holds a long number or a long word: the doku numbers, the
// switches, the counts, the pile and every other line.
func TestUnmarshalErrorsClipped(t *testing.T) {
	s := sampleState(t, 2)
	text, _ := s.MarshalText()
	lines := strings.Split(strings.TrimSuffix(string(text), "\n"), "\n")
	long := strings.Repeat("9", 1<<20)
	var cases []string
	for _, bad := range []string{
		"rules doku=" + long + "/20 valueonly=false freepass=false",
		"rules doku=10/" + long + " valueonly=false freepass=false",
		"rules doku=10/20 valueonly=" + long + " freepass=false",
		"rules doku=10/20 valueonly=false freepass=" + long,
		"rules doku=-" + long + "/20 valueonly=false freepass=false",
	} {
		cases = append(cases, strings.Replace(string(text), lines[1], bad, 1))
	}
	for i, line := range lines[1:] {
		key, _, _ := strings.Cut(line, " ")
		for _, v := range []string{long, "1" + long, "A" + long, line[len(key):] + " " + long, line[len(key):] + long} {
			l := slices.Clone(lines)
			l[i+1] = key + " " + strings.TrimPrefix(v, " ")
			cases = append(cases, strings.Join(l, "\n")+"\n")
		}
	}
	gametest.HostileFields[State](t, text)
	for _, c := range cases {
		var back State
		err := back.UnmarshalText([]byte(c))
		if err == nil {
			t.Errorf("accepted a %d-byte text", len(c))
			continue
		}
		if len(err.Error()) > 300 {
			t.Errorf("a %d-byte error: %.200s…", len(err.Error()), err)
		}
	}
}
