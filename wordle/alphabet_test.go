package wordle

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/tiles"
)

// spanishWords is a small list of common five-letter Spanish words, our
// own, some written with accents (which Spanish27 folds to plain vowels)
// and several with Ñ.
const spanishWords = `
ÁRBOL BARCO CAMPO CARNE CIELO DULCE FUEGO HIELO JUEGO LIBRO LUNES MANGO
MONTE MUNDO NIÑOS NIÑAS PAÑOS AÑEJO SUEÑO DUEÑO PIÑAS BAÑOS CAÑAS LEÑAS
PLAYA PERRO QUESO RATÓN LIMÓN SALSA SILLA TARDE TIGRE VERDE VIEJO ZORRO
MAÑAS AÑOS CASA
`

// frenchWords is a small French list: accents fold onto their letters
// (ÉTÉ is ETE) and Œ is OE, so CŒUR has five letters.
const frenchWords = `
ARBRE BELLE BLANC CHAISE CHIEN CŒUR DROIT ÉCOLE FLEUR FORÊT FRÈRE GRAND
HOMME JOUER LIVRE MONDE NEIGE NUAGE PLAGE POMME PORTE ROUGE SALLE TEMPS
TERRE VILLE
`

// germanWords is the same for German: Ä, Ö and Ü are letters, and ß is
// written SS (FÜẞE and FÜSSE are one word of five letters).
const germanWords = `
APFEL BAUER BLUME BRIEF DINGE FEUER FRAGE GABEL HÄNDE HÖHLE HÜTTE KATZE
KÄFER KÖNIG LAMPE LEBEN MAUER MÖBEL NACHT NÄGEL OFFEN PFERD REGEN SCHÖN
SONNE SPIEL STEIN STUHL TASSE TISCH VATER VÖGEL WAGEN WOCHE ÜBUNG FÜßE
BÜHNE MÜCKE LÜCKE BÄREN TÜR
`

// wordList reads one of the lists above in alphabet a.
func wordList(t testing.TB, a *tiles.Alphabet, words string) *dictionary.List {
	t.Helper()
	l, err := dictionary.ReadWords(a, strings.NewReader(strings.Join(strings.Fields(words), "\n")))
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// countingReference marks guess against secret (letter codes) by the
// rule's words, one letter at a time: a letter in its place is green;
// any other is yellow when the secret holds more of that letter outside
// the green places than the guess has already marked yellow to its left.
func countingReference(secret, guess []byte) []Mark {
	marks := make([]Mark, len(guess))
	for i := range guess {
		if guess[i] == secret[i] {
			marks[i] = Green
			continue
		}
		spare := 0
		for j := range secret {
			if secret[j] == guess[i] && guess[j] != secret[j] {
				spare++
			}
		}
		used := 0
		for j := range i {
			if guess[j] == guess[i] && marks[j] == Yellow {
				used++
			}
		}
		if spare > used {
			marks[i] = Yellow
		}
	}
	return marks
}

// checkFeedbackIn compares FeedbackIn with the reference on words drawn
// from letters of a (few of them, so that repeats are common), written
// as text in the alphabet, some in lower case.
func checkFeedbackIn(t *rapid.T, a *tiles.Alphabet, letters []string) {
	n := rapid.IntRange(1, MaxPatternLen).Draw(t, "n")
	word := func(label string) ([]byte, string) {
		var codes []byte
		var text strings.Builder
		for i := range n {
			l := rapid.SampledFrom(letters).Draw(t, label)
			c, ok := a.LetterOf(l)
			if !ok {
				t.Fatalf("%s is no letter of %s", l, a)
			}
			codes = append(codes, c)
			if i%2 == 1 && rapid.Bool().Draw(t, label+" lower") {
				l = a.Letter(c | tiles.Lower)
			}
			text.WriteString(l)
		}
		return codes, text.String()
	}
	sc, st := word("secret")
	gc, gt := word("guess")
	p, err := FeedbackIn(a, st, gt)
	if err != nil {
		t.Fatalf("FeedbackIn(%q, %q): %v", st, gt, err)
	}
	want, _ := MakePattern(countingReference(sc, gc)...)
	if p != want {
		t.Fatalf("FeedbackIn(%q, %q) = %v, want %v", st, gt, p, want)
	}
}

func TestFeedbackInSpanish(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkFeedbackIn(t, tiles.Spanish27(), []string{"A", "N", "Ñ", "O", "E"}) })
	for _, c := range []struct{ secret, guess, want string }{
		{"NIÑOS", "NIÑAS", "GGG.G"},
		{"AÑEJO", "ÑAÑAS", "YY..."},       // one Ñ to find; N is not Ñ
		{"ÁRBOL", "arbol", "GGGGG"},       // accents fold
		{"PAÑOS", "PANOS", "GG.GG"},       // N and Ñ differ
		{"CAÑAS", "MAÑAS", ".GGGG"},       // Ñ is one square
		{"SUEÑO", "DUEÑO", ".GGGG"},       // NFC and the same letters
		{"SUEÑO", "SUEN\u0303O", "GGGGG"}, // NFD reads as Ñ
	} {
		p, err := FeedbackIn(tiles.Spanish27(), c.secret, c.guess)
		if err != nil || p.String() != c.want {
			t.Errorf("FeedbackIn(%s, %s) = %v, %v; want %s", c.secret, c.guess, p, err, c.want)
		}
	}
	for _, c := range []struct {
		secret, guess string
		want          error
	}{{"NIÑOS", "NIÑO", ErrWrongLength}, {"NIÑOS", "NIÑ0S", ErrNotLetters}, {"NIÑOS", "", ErrNotLetters}, {"NIÑOS", "NIÄOS", ErrNotLetters}} {
		if _, err := FeedbackIn(tiles.Spanish27(), c.secret, c.guess); !errors.Is(err, c.want) {
			t.Errorf("FeedbackIn(%s, %s): %v, want %v", c.secret, c.guess, err, c.want)
		}
	}
}

func TestFeedbackInGerman(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) { checkFeedbackIn(t, tiles.German(), []string{"A", "Ä", "S", "U", "Ü", "E"}) })
	for _, c := range []struct{ secret, guess, want string }{
		{"FÜßE", "FÜSSE", "GGGGG"},  // ß is SS: five squares
		{"BÄREN", "BAREN", "G.GGG"}, // Ä is not A
		{"HÄNDE", "NÄGEL", "YG.Y."},
		{"TASSE", "FÜẞE", "..GGG"},
	} {
		p, err := FeedbackIn(tiles.German(), c.secret, c.guess)
		if err != nil || p.String() != c.want {
			t.Errorf("FeedbackIn(%s, %s) = %v, %v; want %s", c.secret, c.guess, p, err, c.want)
		}
	}
	// English is Feedback itself.
	for _, a := range []*tiles.Alphabet{nil, tiles.English()} {
		p, err := FeedbackIn(a, "crane", "REACT")
		if q, _ := Feedback("crane", "REACT"); err != nil || p != q {
			t.Errorf("FeedbackIn(%v) = %v, %v; want %v", a, p, err, q)
		}
	}
}

// playBots plays s to the end with bots of every level, checking each
// state's text reads back as itself once the list is attached.
func playBots(t *testing.T, s State, list dictionary.Dictionary) State {
	t.Helper()
	for i := 0; !s.Over(); i++ {
		if i > 200 {
			t.Fatal("the game does not end")
		}
		seat := s.ToMove()[0]
		level := tilekit.Level(seat+i) % (tilekit.Expert + 1)
		m, err := engineMove(s, level, uint64(i), seat)
		if err != nil {
			t.Fatalf("engineMove(%v, seat %d): %v", level, seat, err)
		}
		next, err := s.Apply(m)
		if err != nil {
			t.Fatalf("Apply(%v): %v", m, err)
		}
		s = next
		text, err := s.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := back.UnmarshalText(text); err != nil {
			t.Fatalf("UnmarshalText:\n%s\n%v", text, err)
		}
		again, _ := back.Attach(list).MarshalText()
		if string(again) != string(text) {
			t.Fatalf("text round trip:\n%s\n%s", text, again)
		}
	}
	return s
}

func TestSpanishGame(t *testing.T) {
	list := wordList(t, tiles.Spanish27(), spanishWords)
	s := mustNew(t, Spanish(), Setup{Players: 3, Seed: 7, Dictionary: list})
	s = play(t, s, "0 secret niños", "1 guess dueño", "2 guess [N]IÑAS")
	if got := s.History()[0].Word; got != "NIÑOS" {
		t.Errorf("secret as applied: %q", got)
	}
	v := s.View(1)
	if row := v.Rounds[0].Boards[1].Rows[0]; row.Word != "DUEÑO" || row.Pattern.String() != "...YY" {
		t.Errorf("row %+v", row)
	}
	if kb := v.Rounds[0].Boards[1].Keyboard; kb.Status('Ñ') != KeyYellow || kb.StatusOf("ñ") != KeyYellow || kb.Status('N') != KeyUnknown || kb.Letters(KeyGrey) != "DEU" {
		t.Errorf("keyboard: Ñ %v, N %v, grey %q", kb.Status('Ñ'), kb.Status('N'), kb.Letters(KeyGrey))
	}
	for _, c := range []struct {
		move string
		want error
	}{{"1 guess NIÑO", ErrWrongLength}, {"1 guess NINOS", ErrNotAWord}, {"1 guess ABCDE", ErrNotAWord}} {
		m, err := ParseMove(s, c.move)
		if err == nil {
			err = s.Validate(m)
		}
		if !errors.Is(err, c.want) {
			t.Errorf("%s: %v, want %v", c.move, err, c.want)
		}
	}
	if _, err := ParseMove(s, "1 guess NIÄOS"); !errors.Is(err, ErrSyntax) {
		t.Errorf("a German letter in a Spanish game: %v", err)
	}
	text, _ := s.MarshalText()
	if !strings.Contains(string(text), "alphabet=spanish-27") || !strings.Contains(string(text), "\n2 guess NIÑAS\n") {
		t.Errorf("state text:\n%s", text)
	}
	// Hints and determinizations work on the Spanish words.
	if h, err := wrap(s).Hints(2, 1); err != nil || len(h) != 1 || wrap(s).ValidateAs(2, h[0].Move) != nil || h[0].Move != "2 guess "+h[0].Words[0] {
		t.Errorf("hint: %+v, %v", h, err)
	}
	for seat := -1; seat < 3; seat++ {
		d, err := s.Determinize(seat, 5)
		if err != nil {
			t.Fatalf("Determinize(%d): %v", seat, err)
		}
		if a, b := gametest.JSON(t, d.View(seat)), gametest.JSON(t, s.View(seat)); a != b {
			t.Errorf("Determinize(%d) changes the view:\n%s\n%s", seat, a, b)
		}
	}
	s = playBots(t, s, list)
	if !solvedAny(s) || len(s.Result().Scores) != 3 {
		t.Errorf("no bot solved: %+v", s.Result())
	}
	// A solo game draws its secret from the caller's list.
	solo := playBots(t, mustNew(t, Spanish(), Setup{Players: 1, Seed: 3, Dictionary: list}), list)
	if !list.Contains(solo.Secret()) {
		t.Errorf("solo secret %q is not from the list", solo.Secret())
	}
}

func TestGermanGame(t *testing.T) {
	list := wordList(t, tiles.German(), germanWords)
	s := mustNew(t, German(), Setup{Players: 2, Seed: 1, Dictionary: list})
	s = play(t, s, "0 secret füße", "1 guess BÄREN")
	if row := s.View(1).Rounds[0].Boards[1].Rows[0]; row.Word != "BÄREN" || row.Pattern.String() != "...Y." {
		t.Errorf("row %+v", row)
	}
	if s.Secret() != "FÜSSE" {
		t.Errorf("secret %q", s.Secret())
	}
	if s = playBots(t, s, list); !solvedAny(s) {
		t.Errorf("no bot solved: %+v", s.Result())
	}
	for _, level := range []tilekit.Level{tilekit.Easy, tilekit.Medium, tilekit.Hard, tilekit.Expert} {
		r := German()
		r.Hard = level%2 == 1
		g := mustNew(t, r, Setup{Players: 1, Seed: uint64(level), Dictionary: list})
		for !g.Over() {
			m, err := engineMove(g, level, 1, 0)
			if err != nil {
				t.Fatal(err)
			}
			if g, err = g.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
		if g.Status(0) != StatusSolved {
			t.Errorf("%v bot (hard %t) did not solve %s", level, r.Hard, g.Secret())
		}
	}
}

// TestAlphabetSetupErrors: a game in another alphabet without a list in
// it is refused with a clear error, never a panic.
func TestAlphabetSetupErrors(t *testing.T) {
	es := wordList(t, tiles.Spanish27(), spanishWords)
	de := wordList(t, tiles.German(), germanWords)
	for _, c := range []struct {
		name  string
		rules Rules
		d     dictionary.Dictionary
		want  string
	}{
		{"no list", Spanish(), nil, "needs a word list"},
		{"English list", German(), dictionary.Default(), "alphabet is english"},
		{"German list", Spanish(), de, "alphabet is german"},
		{"Spanish list in English", DefaultRules(), es, "alphabet is spanish-27"},
	} {
		_, err := New(c.rules, Setup{Players: 1, Dictionary: c.d})
		if !errors.Is(err, ErrBadSetup) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	// The registry lists the presets with their alphabets and deals them
	// only with the caller's list.
	k, _ := tilekit.Lookup("wordle")
	if p, ok := k.Preset("spanish"); !ok || p.Alphabet != "spanish-27" || p.MinPlayers != 1 || p.MaxPlayers != MaxPlayers {
		t.Errorf("the spanish preset: %+v", p)
	}
	if p, ok := k.Preset("german"); !ok || p.Alphabet != "german" {
		t.Errorf("the german preset: %+v", p)
	}
	if _, err := k.New("spanish", []string{"Ana", "Luis"}, 1); !errors.Is(err, tilekit.ErrNeedsWordList) {
		t.Errorf("spanish without a list: %v, want ErrNeedsWordList", err)
	}
	g, err := k.New("spanish", []string{"Ana", "Luis"}, 1, tilekit.WithDictionary(es))
	if err != nil || g.Players() != 2 {
		t.Fatalf("spanish with its list: %v", err)
	}
	if g, err := k.New("german", []string{"Jan", "Eva", "Uwe"}, 2, tilekit.WithDictionary(de)); err != nil || g.Players() != 3 {
		t.Errorf("german with its list: %v", err)
	}
	if _, err := k.New("german", []string{"Jan", "Eva"}, 2, tilekit.WithDictionary(es)); !errors.Is(err, ErrBadSetup) {
		t.Errorf("german with a Spanish list: %v", err)
	}
	// tilekit.DecodeWith gives a saved Spanish game its list back.
	text, err := g.MarshalText()
	if err != nil {
		t.Fatal(err)
	}
	saved, err := tilekit.DecodeWith(text, es)
	if err != nil {
		t.Fatal(err)
	}
	if err := saved.Validate("0 secret niñas"); err != nil {
		t.Errorf("decoded game with its list: %v", err)
	}
	// A decoded Spanish game is detached until its list is given back;
	// a list in another alphabet leaves it detached.
	s := mustNew(t, Spanish(), Setup{Players: 2, Dictionary: es})
	text, _ = s.MarshalText()
	var back State
	if err := back.UnmarshalText(text); err != nil {
		t.Fatal(err)
	}
	if err := back.Attach(de).Validate(SetSecret(0, "NIÑOS")); !errors.Is(err, ErrDetached) {
		t.Errorf("German list on a Spanish game: %v", err)
	}
	if err := back.Attach(es).Validate(SetSecret(0, "NIÑOS")); err != nil {
		t.Errorf("Spanish list given back: %v", err)
	}
	// The default secret check of a list in another alphabet asks only
	// the list (the plural rule is English's).
	for w, want := range map[string]error{"niños": nil, "CASA": nil, "ÑANDU": ErrNotAWord, "NIÄOS": ErrNotLetters} {
		if err := DefaultSecretCheck(w, es); !errors.Is(err, want) || (want == nil) != (err == nil) {
			t.Errorf("DefaultSecretCheck(%s): %v, want %v", w, err, want)
		}
	}
	if _, err := Suggestions(Spanish(), nil); !errors.Is(err, ErrBadSetup) {
		t.Errorf("Suggestions without a list: %v", err)
	}
	if got, err := Suggestions(Spanish(), es); err != nil || !slices.Contains(got, "NIÑOS") || !slices.Contains(got, "ARBOL") {
		t.Errorf("Suggestions: %v, %v", got, err)
	}
}

// solvedAny reports whether some guesser of s solved some round.
func solvedAny(s State) bool {
	for _, r := range s.rounds {
		for _, b := range r.boards {
			if b.status == StatusSolved {
				return true
			}
		}
	}
	return false
}

// spanishList is the Spanish list the conformance game plays with.
var spanishList = sync.OnceValue(func() *dictionary.List {
	l, err := dictionary.ReadWords(tiles.Spanish27(), strings.NewReader(strings.Join(strings.Fields(spanishWords), "\n")))
	if err != nil {
		panic(err)
	}
	return l
})

// newSpanish starts a Spanish game whose variant and seats come from
// seed, with the Spanish list.
func newSpanish(seed uint64) (State, error) {
	r, setup := testGame(seed)
	r.WordLength, r.Alphabet = 5, tiles.Spanish27()
	setup.Dictionary = spanishList()
	return New(r, setup)
}

// spanishMoves proposes legal Spanish moves, in the forms people type
// them (lower case, accents, NFD), and near misses.
func spanishMoves(t *rapid.T, s State) []Move {
	words := slices.Collect(spanishList().WordsOfLength(5))
	word := func(label string) string {
		w := rapid.SampledFrom(words).Draw(t, label)
		switch rapid.IntRange(0, 3).Draw(t, label+" form") {
		case 1:
			return strings.ToLower(w)
		case 2:
			return strings.ReplaceAll(w, "Ñ", "N\u0303")
		}
		return w
	}
	bad := []Move{{}, Guess(s.Players(), "NIÑOS"), GiveUp(-1)}
	if s.Over() {
		return append(bad, Guess(0, "NIÑOS"), SetSecret(0, "NIÑAS"))
	}
	host, secret := s.Host(), s.Secret()
	if secret == "" {
		return append([]Move{SetSecret(host, word("secret")), SetSecret(host, "NIÑO"), SetSecret(host, "NIÄOS"), SetSecret((host+1)%s.Players(), word("secret"))}, bad...)
	}
	var ms []Move
	for _, p := range s.ToMove() {
		ms = append(ms, Guess(p, word("guess")), Guess(p, secret), Guess(p, word("guess")), GiveUp(p), TimeUp(p))
	}
	for _, p := range s.ToMove() {
		ms = append(ms, Guess(p, "NINOS"), Guess(p, "[Ñ]"+secret[2:]), Guess(p, secret+"S"), Guess(p, "ÑÑÑÑÑ"))
	}
	for p := range s.Players() {
		ms = append(ms, Guess(p, secret), GiveUp(p))
	}
	return append(ms, bad...)
}

// TestSpanishStateMachine plays random Spanish games (the shared suite
// cannot give a decoded copy its custom list back): Validate agrees with
// Apply, every state's text and JSON read back as itself once the list
// is attached and accept the same moves, every applied move's text reads
// back as itself in both parsers, and replaying the history from New
// gives the same state.
func TestSpanishStateMachine(t *testing.T) {
	gametest.Checks(t, 30)
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		s, err := newSpanish(seed)
		if err != nil {
			t.Fatal(err)
		}
		for range rapid.IntRange(0, 40).Draw(t, "steps") {
			ms := spanishMoves(t, s)
			m := rapid.SampledFrom(ms).Draw(t, "move")
			back := spanishRoundTrip(t, s)
			verr, berr := s.Validate(m), back.Validate(m)
			next, aerr := s.Apply(m)
			if (verr == nil) != (aerr == nil) || (verr == nil) != (berr == nil) {
				t.Fatalf("%v: Validate %v, decoded Validate %v, Apply %v", m, verr, berr, aerr)
			}
			if aerr == nil {
				s = next
			}
		}
		for _, m := range s.History() {
			var back Move
			if err := back.UnmarshalText([]byte(m.String())); err != nil || back != m {
				t.Fatalf("move %q reads back as %#v, %v", m, back, err)
			}
			if p, err := ParseMove(s, m.String()); err != nil || p != m {
				t.Fatalf("ParseMove(%q) = %#v, %v", m, p, err)
			}
		}
		again, err := newSpanish(seed)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range s.History() {
			if again, err = again.Apply(m); err != nil {
				t.Fatalf("replay %v: %v", m, err)
			}
		}
		if a, b := encodeState(t, again), encodeState(t, s); a != b {
			t.Fatalf("replay:\n%s\nwant\n%s", a, b)
		}
	})
}

// spanishRoundTrip decodes s's text and JSON, attaches the Spanish list,
// checks both give s's text back and returns the decoded State.
func spanishRoundTrip(t *rapid.T, s State) State {
	text := encodeState(t, s)
	var back State
	if err := back.UnmarshalText([]byte(text)); err != nil {
		t.Fatalf("decode:\n%s\n%v", text, err)
	}
	back = back.Attach(spanishList())
	if got := encodeState(t, back); got != text {
		t.Fatalf("text round trip:\n%s\nwant\n%s", got, text)
	}
	js := gametest.JSON(t, s)
	var fromJSON State
	if err := json.Unmarshal([]byte(js), &fromJSON); err != nil || encodeState(t, fromJSON.Attach(spanishList())) != text {
		t.Fatalf("JSON round trip: %v", err)
	}
	v := gametest.JSON(t, s.View(0))
	var view View
	if err := json.Unmarshal([]byte(v), &view); err != nil {
		t.Fatalf("view JSON %s: %v", v, err)
	}
	if again, _ := json.Marshal(view); string(again) != v {
		t.Fatalf("view JSON round trip:\n%s\n%s", again, v)
	}
	return back
}
