package wordle

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/internal/gametest"
)

// testVariants are the five variants a conformance game is played in,
// seed%5 choosing one.
var testVariants = [5]func() Rules{
	DefaultRules,
	FastMode,
	func() Rules { return TimedMode(90 * time.Second) },
	HardMode,
	func() Rules {
		r := TimedMode(time.Minute)
		r.Fast, r.Hard = true, true
		return r
	},
}

// testGame derives the rules and setup of a conformance game from its
// seed, so that every variant is played.
func testGame(seed uint64) (Rules, Setup) {
	r := testVariants[seed%5]()
	r.WordLength = []int{5, 5, 4, 6, 8}[seed/5%5]
	r.Tries = []int{6, 6, 3, 1, 8}[seed/25%5]
	setup := Setup{Players: 1 + int(seed/125%4), Seed: seed}
	switch seed / 500 % 3 {
	case 1:
		for p := range setup.Players {
			setup.Names = append(setup.Names, string(rune('A'+p))+" \"quoted\"")
		}
	case 2:
		setup.Teams = make([][]string, setup.Players)
		for p := range setup.Players {
			setup.Teams[p] = []string{"m" + string(rune('a'+p)), "n"}[:p%3]
		}
	}
	if seed/1500%2 == 1 {
		setup.Dictionary = dictionary.Common() // named in the text form, so it survives decoding
	}
	return r, setup
}

// commonWords returns the common words of n letters (guesses a bot might
// try).
var commonWords = sync.OnceValue(func() map[int][]string {
	m := map[int][]string{}
	for n := MinWordLength; n <= MaxWordLength; n++ {
		m[n] = slices.Collect(dictionary.CommonList().WordsOfLength(n))
	}
	return m
})

// candidateMoves proposes legal moves (often enough to finish games) and
// near-miss illegal ones.
func candidateMoves(t *rapid.T, s State) []Move {
	// rapid favours the first entries: likely-legal moves come first.
	bad := []Move{{}, {Kind: 9, Player: 0}, Guess(s.Players(), "CRANE"), GiveUp(-1)}
	if s.Over() {
		return append(bad, Guess(0, "CRANE"), GiveUp(1), SetSecret(0, "SOLVE"))
	}
	n := s.Rules().WordLength
	words := commonWords()[n]
	word := func(label string) string { return rapid.SampledFrom(words).Draw(t, label) }
	host, secret := s.Host(), s.Secret()
	if secret == "" {
		list, err := Suggestions(s.Rules(), nil)
		if err != nil {
			t.Fatalf("Suggestions: %v", err)
		}
		good := rapid.SampledFrom(list).Draw(t, "secret")
		return append([]Move{
			SetSecret(host, good),
			SetSecret(host, word("any")), // may be a plural
			SetSecret(host, "QXZQXZQX"[:n]),
			SetSecret(host, good[:n-1]),
			SetSecret((host+1)%s.Players(), good),
			Guess((host+1)%s.Players(), good),
			{Kind: KindSetSecret, Player: host, Word: "a-" + good[2:]},
		}, bad...)
	}
	var ms []Move
	for _, p := range s.ToMove() {
		ms = append(ms, Guess(p, word("guess")), Guess(p, secret), Guess(p, word("guess")), GiveUp(p), TimeUp(p))
	}
	for _, p := range s.ToMove() {
		ms = append(ms, Guess(p, "ZQZQZQZQ"[:n]), Guess(p, secret+"S"), Move{Kind: KindGuess, Player: p, Word: "é" + secret[2:]}, Move{Kind: KindGiveUp, Player: p, Word: "X"})
	}
	for p := range s.Players() {
		// Hosts and players who have finished: all rejected.
		ms = append(ms, Guess(p, secret), GiveUp(p))
	}
	if host >= 0 {
		ms = append(ms, SetSecret(host, secret))
	}
	return append(ms, bad...)
}

// TestConformance plays one run of the shared suite; each run draws fresh
// seeds, so more runs explore more games.
func TestConformance(t *testing.T) {
	gametest.Run(t, conformanceGame)
	gametest.Hostile(t, mustNew(t, DefaultRules(), Setup{Names: []string{"Kim", "Sis"}}), "0 secret SKIES", "1 guess skies", "1 giveup", "1 timeup")
}

// TestConformanceLong plays seven more runs.
func TestConformanceLong(t *testing.T) {
	gametest.Long(t)
	for i := range 7 {
		t.Run(fmt.Sprint(i+1), func(t *testing.T) { gametest.Run(t, conformanceGame) })
	}
}

// newFromSeed starts the game testGame sets up for seed.
func newFromSeed(seed uint64) (State, error) {
	r, setup := testGame(seed)
	return New(r, setup)
}

// randomGame starts the game of a seed that t draws.
func randomGame(t *rapid.T) State {
	s, err := newFromSeed(rapid.Uint64().Draw(t, "seed"))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var conformanceGame = gametest.Game[State, Move, View]{
	New:       newFromSeed,
	Moves:     candidateMoves,
	Result:    func(s State) any { return s.Result() },
	ParseMove: ParseMove,
	MaxSteps:  150,
	Kind:      "wordle",
	Hidden:    hidden,
	// Every rejection wraps one of these. (Points are not checked: a
	// move's Score is what it settles for its round, added to the totals
	// only when the round ends.)
	Errors: []error{
		ErrBadMove, ErrDetached, ErrGameOver, ErrHardMode, ErrNotAWord, ErrNotLetters, ErrNotTimed,
		ErrNotYourTurn, ErrPlayerDone, ErrPlural, ErrSyntax, ErrUnknownPlayer, ErrWrongLength,
	},
}

// hidden lists the words seat may not learn in s yet: the secret of the
// current round, unless seat hosts it or has found it, and the words
// other players guessed in rounds seat does not host, unless seat has
// seen the same word some other way (its own guess, a secret it knows,
// the secret of a finished round).
func hidden(s State, seat int) []string {
	seen := map[string]bool{}
	for i, m := range s.History() {
		seen[s.Mask(seat, i, m).Word] = true
	}
	for _, r := range s.rounds {
		if r.over {
			seen[r.secret] = true
		}
	}
	var out []string
	r := s.current()
	if !r.over && r.secret != "" && !seen[r.secret] && (seat < 0 || seat != r.host) {
		out = append(out, r.secret)
	}
	for _, a := range s.history.Slice() {
		m, host := a.move(), s.rounds[a.round].host
		if m.Kind == KindGuess && m.Player != seat && (seat < 0 || seat != host) && !seen[m.Word] {
			out = append(out, m.Word)
		}
	}
	return out
}
