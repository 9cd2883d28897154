package wordle

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/history"
	"github.com/tilekit/tilekit/internal/notation"
	"github.com/tilekit/tilekit/tiles"
)

// Setup says who plays and with which words.
type Setup struct {
	// Players is the number of players (or teams), 1–MaxPlayers. With one
	// player the library is the host of the single round (solo play). It
	// may be left 0 when Names or Teams gives the count.
	Players int

	// Names are optional labels, one per player; when set, its length is
	// the player count.
	// A name must pass gamekit.CheckNames (at most 64 characters, valid
	// UTF-8, no control or format character), or New refuses the setup
	// with ErrBadSetup.
	Names []string

	// Teams, when set, holds one list of member names per player: a team
	// plays as one player (team mode). Its length is the player count.
	Teams [][]string

	// Seed drives every random choice: the secret of a solo game and the
	// host suggestions. A daily puzzle passes the day number.
	Seed uint64

	// Dictionary says which guesses and secrets are words; nil means the
	// bundled dictionary.Default. Suggestions come from dictionary.Common
	// words that this dictionary accepts. A game in another alphabet than
	// English (Rules.Alphabet) plays with a dictionary in that alphabet:
	// with nil, the playable list its language package bundles, when the
	// program imports it (import _ "github.com/tilekit/tilekit/dictionary/es"
	// for Spanish, .../fr for French, .../de for German), whose Common
	// list then gives the suggestions and a solo game's secrets; or the
	// caller's, such as a *dictionary.List read with
	// dictionary.ReadWords(alphabet, r), or any Contains, which is asked
	// words written in the alphabet (dictionary.InAlphabet). Its
	// suggestions are the bundled common words it accepts, or, without
	// the import, its own words of the rules' length. A nil Dictionary
	// without the import is refused with an error that names it.
	Dictionary dictionary.Dictionary

	// Secret is the word of a solo game (text in the rules' alphabet);
	// empty means the library draws one
	// from the suggestion list. It must be empty with two or more players,
	// where the hosts choose.
	Secret string
}

// Status is where a player stands in a round.
type Status uint8

// The statuses of a player in a round.
const (
	StatusPlaying Status = iota // still guessing (or waiting for the secret)
	StatusSolved                // found the secret
	StatusFailed                // used every try without finding it
	StatusGaveUp                // gave up
	StatusStopped               // fast mode: another guesser solved first
	StatusHosting               // the host of the round
)

// statuses is the text form of Status.
var statuses = notation.Enum[Status]{Pkg: "wordle", Kind: "status", Names: []string{"playing", "solved", "failed", "gave up", "stopped", "hosting"}}

// String returns the status in words.
func (st Status) String() string { return statuses.Name(st) }

// MarshalText writes the status as String does, so JSON shows words.
func (st Status) MarshalText() ([]byte, error) { return statuses.Marshal(st) }

// UnmarshalText reads the form MarshalText writes.
func (st *Status) UnmarshalText(b []byte) error { return statuses.Unmarshal(b, st) }

// A row is one line of a guesser's board: a guess and its marking, or a
// row crossed out when time ran out (word "").
type row struct {
	word string
	pat  Pattern
}

type board struct {
	rows   []row
	status Status
}

type round struct {
	host   int // -1: the library hosts (solo play)
	secret string
	boards []board // one per player; the host's stays empty
	over   bool
	start  int // the index in the history of the round's first move
}

// State is a game position: an immutable value. Apply returns a new State
// and never changes its receiver, so a State may be kept, compared by its
// text form and shared between goroutines freely.
//
// The State knows every secret: it is what a server or a referee holds.
// Give players a View instead.
//
// The zero State is no game: it is over, and every move is rejected with
// ErrGameOver.
type State struct {
	rules       Rules
	dict        dictionary.Dictionary // nil: the bundled Default, or detached when customDict; may be Common or another alphabet's bundled list
	customDict  bool                  // the game uses a caller's dictionary
	customCheck bool                  // the game uses a caller's secret check
	names       []string
	teams       [][]string
	players     int
	rng         tiles.Rand
	rounds      []round               // rounds begun so far; the last is the current one
	history     history.List[applied] // the moves applied so far (shared, never written)
}

// applied is one entry of a State's history: a move as Apply accepted
// it (never a Masked one), in fewer bytes than a Move, and the index of
// the round it was made in.
type applied struct {
	word   string
	player int32 // a seat: 0..MaxPlayers-1
	round  int32 // 0..MaxPlayers-1
	kind   MoveKind
}

// record returns the history entry of m, which Apply accepted in round ri.
func record(m Move, ri int) applied {
	return applied{word: m.Word, player: int32(m.Player), round: int32(ri), kind: m.Kind}
}

// move returns the move a recorded.
func (a applied) move() Move { return Move{Kind: a.kind, Player: int(a.player), Word: a.word} }

// New starts a game: round 0, hosted by player 0 (who must set the
// secret first), or, for one player, a solo round whose secret the
// library has already drawn.
func New(rules Rules, setup Setup) (State, error) {
	if err := rules.Validate(); err != nil {
		return State{}, err
	}
	if setup.Dictionary != nil && dictionary.Check(setup.Dictionary) != nil {
		return State{}, fmt.Errorf("wordle: %w: the dictionary given is a nil value: give none for the bundled dictionary", ErrBadSetup)
	}
	dict, err := rules.wordList(setup.Dictionary)
	if err != nil {
		return State{}, err
	}
	n, err := setup.count()
	if err != nil {
		return State{}, err
	}
	s := State{
		rules:       rules,
		customCheck: rules.SecretCheck != nil,
		players:     n,
		rng:         tiles.NewRand(setup.Seed),
		names:       slices.Clone(setup.Names),
	}
	if setup.Teams != nil {
		s.teams = make([][]string, len(setup.Teams))
		for i, t := range setup.Teams {
			s.teams[i] = slices.Clone(t)
		}
	}
	s.dict, s.customDict = classify(dict)
	secret := ""
	if n == 1 {
		if setup.Secret != "" {
			var detail string
			var rule error
			secret, detail, rule = rules.readWord(setup.Secret)
			if rule == nil {
				detail, rule = s.checkWord(secret, true, false)
			}
			if rule != nil {
				return State{}, fmt.Errorf("wordle: %w: solo secret: %s: %w", ErrBadSetup, detail, rule)
			}
		} else {
			list, err := s.suggestionList()
			if err != nil {
				return State{}, err
			}
			var i int
			s.rng, i = s.rng.IntN(len(list))
			secret = list[i]
		}
	} else if setup.Secret != "" {
		return State{}, fmt.Errorf("wordle: %w: a secret is given in advance only in a solo game; with %d players the hosts choose", ErrBadSetup, n)
	}
	s.rounds = []round{s.newRound(0, secret)}
	return s, nil
}

// count works out the player count and checks the labels.
func (su Setup) count() (int, error) {
	n := su.Players
	for _, c := range []struct {
		what string
		len  int
		set  bool
	}{{"names", len(su.Names), su.Names != nil}, {"teams", len(su.Teams), su.Teams != nil}} {
		if !c.set {
			continue
		}
		if n == 0 {
			n = c.len
		}
		if c.len != n {
			return 0, fmt.Errorf("wordle: %w: %d players but %d %s", ErrBadSetup, n, c.len, c.what)
		}
	}
	if n < 1 || n > MaxPlayers {
		return 0, fmt.Errorf("wordle: %w: %s: 1 to %d may play", ErrBadSetup, playerCount(n), MaxPlayers)
	}
	if err := gamekit.CheckNames("wordle", su.Names); err != nil {
		return 0, err
	}
	for i, t := range su.Teams {
		if err := gamekit.CheckNames("wordle", t); err != nil {
			return 0, fmt.Errorf("team %d: %w", i, err)
		}
	}
	return n, nil
}

// newRound begins round i: player i hosts, or the library in a solo game
// (with the secret already drawn).
func (s State) newRound(i int, secret string) round {
	r := round{host: i, boards: make([]board, s.players)}
	if s.players == 1 {
		r.host, r.secret = -1, secret
	} else {
		r.boards[i].status = StatusHosting
	}
	return r
}

// Rules returns the game's rules.
func (s State) Rules() Rules { return s.rules }

// Players returns the number of players (teams count as one).
func (s State) Players() int { return s.players }

// Name returns player p's label: the name given in Setup, else the team's
// members joined with " & ", else "Player N" counting from 1. It is "" for
// a seat outside the game.
func (s State) Name(p int) string {
	switch {
	case p < 0 || p >= s.players:
		return ""
	case s.names != nil && s.names[p] != "":
		return s.names[p]
	case s.teams != nil:
		// A team whose members are all unnamed is named by its seat.
		if team := strings.Join(slices.DeleteFunc(slices.Clone(s.teams[p]), func(m string) bool { return m == "" }), " & "); team != "" {
			return team
		}
	}
	return gamekit.SeatName(nil, p)
}

// Members returns the member names of team p (nil when p is not a team).
func (s State) Members(p int) []string {
	if p < 0 || p >= s.players || s.teams == nil {
		return nil
	}
	return slices.Clone(s.teams[p])
}

// Dictionary returns the dictionary guesses are checked against: the
// caller's, or the bundled list of the rules' alphabet (dictionary.Default
// in English). It is nil for a state decoded from
// text whose custom dictionary has not been re-attached, and after
// Attach of a typed nil dictionary (see Attach).
func (s State) Dictionary() dictionary.Dictionary {
	if s.dict != nil {
		return s.dict
	}
	if s.customDict {
		return nil
	}
	return dictionary.Default()
}

// Rounds returns the number of rounds the game has: one per player, or one
// in a solo game.
func (s State) Rounds() int {
	if s.players == 1 {
		return 1
	}
	return s.players
}

// Round returns the index of the current round, from 0; once the game is
// over it is the last round.
func (s State) Round() int { return max(len(s.rounds)-1, 0) }

// Host returns the host of the current round, or -1 when the library hosts
// (solo play) or s is the zero State.
func (s State) Host() int {
	if len(s.rounds) == 0 {
		return -1
	}
	return s.current().host
}

// Secret returns the current round's secret (in the notation of the
// rules' alphabet), or "" before the host sets it. Only the holder of
// the whole State should call it: players see a View.
func (s State) Secret() string {
	if len(s.rounds) == 0 {
		return ""
	}
	return s.rules.text(s.current().secret)
}

// Status returns where player p stands in the current round.
func (s State) Status(p int) Status {
	if len(s.rounds) == 0 || p < 0 || p >= s.players {
		return StatusPlaying
	}
	return s.current().boards[p].status
}

// Tries returns how many rows player p has used in the current round.
func (s State) Tries(p int) int {
	if len(s.rounds) == 0 || p < 0 || p >= s.players {
		return 0
	}
	return len(s.current().boards[p].rows)
}

// ToMove returns the players who may move now: the host while the secret
// is unset, else every guesser still playing. It is empty once the game is
// over.
func (s State) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	r := s.current()
	if r.secret == "" {
		return []int{r.host}
	}
	ps := []int{}
	for p, b := range r.boards {
		if b.status == StatusPlaying {
			ps = append(ps, p)
		}
	}
	return ps
}

// Over reports whether every round has been played. The zero State is
// over.
func (s State) Over() bool {
	return len(s.rounds) == 0 || len(s.rounds) == s.Rounds() && s.current().over
}

// Attach returns s checking words against d: the dictionary is a value
// of the caller's program, which the text form cannot carry, so a state
// decoded from text whose game used a custom dictionary refuses moves
// that need one (ErrDetached) until the caller attaches it again. The
// bundled lists (dictionary.Default and dictionary.Common, and those of
// another alphabet that its language package registers) need no Attach.
//
// A nil d means the bundled playable list of the rules' alphabet, as a
// nil Setup.Dictionary does. A typed nil, such as (*dictionary.List)(nil),
// is no dictionary: the returned State is detached, and moves that check
// words fail with ErrDetached. So is a list that names another alphabet
// than the rules', and nil for a game in an alphabet whose list is not
// bundled in the program: give a game in Spanish a Spanish list, or
// import dictionary/es. Attaching another dictionary than the game
// started with changes its rules from here on.
//
// A custom secret check is given back the same way, with AttachCheck.
func (s State) Attach(d dictionary.Dictionary) State {
	if d != nil && dictionary.Check(d) != nil {
		s.dict, s.customDict = nil, true
		return s
	}
	d, err := s.rules.wordList(d)
	if err != nil {
		s.dict, s.customDict = nil, true
		return s
	}
	s.dict, s.customDict = classify(d)
	return s
}

// AttachCheck returns s choosing secrets with check, the part of the
// rules (Rules.SecretCheck) that the text form cannot carry: a state
// decoded from text whose game used a custom check refuses secrets
// (ErrDetached) until the caller gives the check back. A nil check means
// DefaultSecretCheck. Attaching another check than the game started with
// changes its rules from here on.
func (s State) AttachCheck(check SecretCheck) State {
	s.rules.SecretCheck, s.customCheck = check, check != nil
	return s
}

// ParseMove reads a move typed by a person in the context of s: it is
// the package function ParseMove(s, text), as a method.
func (s State) ParseMove(text string) (Move, error) { return ParseMove(s, text) }

// LastMove returns the move applied last, and false before the first move
// (the zero Move then). Like History it holds secrets: it is for servers
// and records; show players Mask of it (a tilekit.Game's LastMoveFor).
func (s State) LastMove() (Move, bool) {
	a, ok := s.history.Last()
	return a.move(), ok
}

// History returns every move applied since New, in the order they were
// applied, each as Apply accepted it (words in upper case). Replaying
// them on a new game from the same rules and setup gives the same State.
// The slice is a copy, the caller's to keep.
//
// History holds every secret and every guessed word: it is for servers
// and game records. Show a player each move through Mask instead (a
// tilekit.Game's HistoryFor).
func (s State) History() []Move {
	return history.Map(s.history, applied.move)
}

// classify returns how a State keeps dictionary d: nil for the bundled
// Default, and whether d is a caller's own (no bundled list: neither of
// English's nor one of another alphabet's, which dictionary.Name names),
// which the text form cannot name.
func classify(d dictionary.Dictionary) (dictionary.Dictionary, bool) {
	switch d {
	case nil, dictionary.Default():
		return nil, false
	}
	return d, dictionary.Name(d) == ""
}

func (s State) current() round { return s.rounds[len(s.rounds)-1] }

// roundOf returns the index of the round in which the move History()[at]
// was made, and false when at is outside the history.
func (s State) roundOf(at int) (int, bool) {
	if at < 0 || at >= s.history.Len() {
		return 0, false
	}
	ri, _ := slices.BinarySearchFunc(s.rounds, at+1, func(r round, k int) int { return cmp.Compare(r.start, k) })
	return ri - 1, ri > 0
}

// onlyGuesser returns the one player who may guess now, if there is
// exactly one.
func (s State) onlyGuesser() (int, bool) {
	if s.Over() || s.current().secret == "" {
		return 0, false
	}
	ps := s.ToMove()
	if len(ps) != 1 {
		return 0, false
	}
	return ps[0], true
}

// needsSecret reports whether p is the host who has still to set the
// current secret.
func (s State) needsSecret(p int) bool {
	if s.Over() {
		return false
	}
	r := s.current()
	return r.host == p && r.secret == ""
}
