package registry

import (
	"errors"
	"strings"
	"testing"
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
