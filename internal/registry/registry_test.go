package registry

import (
	"errors"
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
)

var errBadSetup = errors.New("invalid setup")

// rules stands for a game's Rules: the preset's name and the seats.
type rules struct {
	name  string
	seats int
}

var presets = []Preset[rules]{
	Fixed("plain", "the usual game", func() rules { return rules{name: "plain"} }),
	{Preset: Fixed("team", "", func() rules { return rules{} }).Preset, Rules: func(n int) rules { return rules{"team", n} }},
	Fixed("fast", "a quick game", func() rules { return rules{name: "fast"} }),
}

// TestRules finds presets by name, "" as the first, and passes the
// number of seats to the rules.
func TestRules(t *testing.T) {
	for name, want := range map[string]rules{"": {name: "plain"}, "plain": {name: "plain"}, "team": {"team", 3}, "fast": {name: "fast"}} {
		if got, err := Rules("game", presets, name, 3, errBadSetup); err != nil || got != want {
			t.Errorf("Rules(%q) = %v, %v; want %v", name, got, err, want)
		}
	}
	if got := List(presets); len(got) != 3 || got[0].Name != "plain" || got[0].About != "the usual game" || got[2].Name != "fast" {
		t.Errorf("List = %v", got)
	}
}

// TestUnknownPreset checks that an unknown name wraps the sentinel,
// names the game and lists the presets there are.
func TestUnknownPreset(t *testing.T) {
	_, err := Rules("game", presets, "slow", 2, errBadSetup)
	if !errors.Is(err, errBadSetup) {
		t.Fatalf("Rules(slow) = %v, want %v", err, errBadSetup)
	}
	want := `game: invalid setup: there is no preset "slow" (choose plain, team or fast)`
	if err.Error() != want {
		t.Errorf("error %q, want %q", err, want)
	}
	if _, err := Rules("game", presets, strings.Repeat("x", 1000), 2, errBadSetup); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long name is not clipped: %v", err)
	}
	if got := orList([]string{"one"}); got != "one" {
		t.Errorf("orList of one = %q", got)
	}
}

// table is a Seated for WantHints: two seats, seat 1 to move.
type table struct{ over bool }

func (t table) Players() int      { return 2 }
func (t table) Name(p int) string { return "P" }
func (t table) Over() bool        { return t.over }
func (t table) ToMove() []int {
	if t.over {
		return []int{}
	}
	return []int{1}
}

// move is a Move for WantHints.
type move int

func (m move) String() string               { return "m" }
func (m move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// TestWantHints refuses seats that may not move and wants hints only
// for a positive n.
func TestWantHints(t *testing.T) {
	for _, c := range []struct {
		over    bool
		seat, n int
		want    bool
		wantErr error
	}{
		{false, 1, 3, true, nil},
		{false, 1, 0, false, nil},
		{false, 0, 3, false, tilekit.ErrNotYourTurn},
		{false, 5, 3, false, tilekit.ErrNotYourTurn},
		{true, 1, 3, false, tilekit.ErrGameOver},
	} {
		want, err := WantHints[move](table{c.over}, c.seat, c.n)
		if want != c.want || !errors.Is(err, c.wantErr) || (err == nil) != (c.wantErr == nil) {
			t.Errorf("WantHints(over %v, seat %d, n %d) = %v, %v", c.over, c.seat, c.n, want, err)
		}
	}
}

// TestCheckViewer lets the seats at the table and the onlooker through
// and refuses any other seat with ErrUnknownPlayer, naming the game.
func TestCheckViewer(t *testing.T) {
	for _, seat := range []int{tilekit.Onlooker, 0, 2} {
		if err := CheckViewer("game", seat, 3); err != nil {
			t.Errorf("seat %d of 3: %v", seat, err)
		}
	}
	for _, c := range []struct{ seat, players int }{{3, 3}, {-2, 3}, {0, 0}} {
		err := CheckViewer("game", c.seat, c.players)
		if !errors.Is(err, tilekit.ErrUnknownPlayer) || !strings.HasPrefix(err.Error(), "game: ") {
			t.Errorf("seat %d of %d: %v, want ErrUnknownPlayer from game", c.seat, c.players, err)
		}
	}
}

// TestPlayers reads the count from Names when they are given, refuses a
// Players that says otherwise, and a count outside lo..hi.
func TestPlayers(t *testing.T) {
	for _, c := range []struct {
		players int
		names   []string
		want    int
		err     string
	}{
		{3, nil, 3, ""},
		{0, []string{"A", "B"}, 2, ""},
		{2, []string{"A", "B"}, 2, ""},
		{1, nil, 1, ""},
		{4, nil, 4, ""},
		{3, []string{"A", "B"}, 0, "toy: invalid setup: 3 players but 2 names"},
		{0, nil, 0, "toy: invalid setup: 0 players; toy takes 1-4"},
		{0, []string{}, 0, "toy: invalid setup: 0 players; toy takes 1-4"},
		{5, nil, 0, "toy: invalid setup: 5 players; toy takes 1-4"},
	} {
		n, err := Players("toy", c.players, c.names, 1, 4, "toy takes %d-%d")
		if c.err != "" {
			if !errors.Is(err, tilekit.ErrBadSetup) || err.Error() != c.err {
				t.Errorf("Players(%d, %q) = %d, %v; want %s", c.players, c.names, n, err, c.err)
			}
			continue
		}
		if n != c.want || err != nil {
			t.Errorf("Players(%d, %q) = %d, %v; want %d", c.players, c.names, n, err, c.want)
		}
	}
}
