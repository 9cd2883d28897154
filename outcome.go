package tilekit

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/jsonlist"
)

// An Outcome is where a game stands, in the same shape for every game:
// what a server stores and a front end's score table shows.
type Outcome struct {
	// Over reports whether the game has ended.
	Over bool `json:"over"`
	// Scores is each seat's standing in the game's own unit, indexed by
	// seat: points, tokens, tiles kept.
	Scores []int `json:"scores"`
	// Winners lists the winning seats, ascending; several share a tie.
	// It is empty until the game is over.
	Winners []int `json:"winners"`
	// LowerWins reports that the lowest score wins (Wordle's points).
	LowerWins bool `json:"lowerWins"`
	// Reason says in words why the game ended ("the bag is empty and
	// Ada went out"); "" while it goes on.
	Reason string `json:"reason"`
}

// MarshalJSON writes the Outcome with empty lists as [], never null.
func (o Outcome) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(o) }

// Describe says the outcome in a few lines for people: each seat's score,
// then who won and why the game ended ("Ada wins: the bag is empty"), or
// that the game goes on. name gives a seat's name, as Game.Name does.
func (o Outcome) Describe(name func(p int) string) string {
	var b strings.Builder
	for p, n := range o.Scores {
		fmt.Fprintf(&b, "%s: %d\n", name(p), n)
	}
	if !o.Over {
		b.WriteString("The game goes on.")
		return b.String()
	}
	names := make([]string, len(o.Winners))
	for i, p := range o.Winners {
		names[i] = name(p)
	}
	switch len(names) {
	case 0:
		b.WriteString("Nobody wins")
	case 1:
		b.WriteString(names[0] + " wins")
	default:
		b.WriteString(strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " share the win")
	}
	if o.LowerWins {
		b.WriteString(" (fewest points)")
	}
	if o.Reason != "" {
		b.WriteString(": " + o.Reason)
	}
	return b.String()
}
