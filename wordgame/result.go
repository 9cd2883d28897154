package wordgame

import (
	"slices"
	"strconv"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/internal/notation"
)

// EndReason says why a game ended.
type EndReason uint8

// The reasons a game ends.
const (
	NotOver        EndReason = iota // the game is still on
	PlayerOut                       // a player used their last tile with the bag empty
	ScorelessLimit                  // Rules.ScorelessTurns scoreless turns in a row
)

// endReasons is the text form of EndReason.
var endReasons = notation.Enum[EndReason]{Pkg: "wordgame", Kind: "end reason", Names: []string{"not over", "player out", "scoreless turns"}}

// String returns "not over", "player out" or "scoreless turns".
func (e EndReason) String() string { return endReasons.Name(e) }

// Result is the standing of a game: final once Over is true. It encodes
// as JSON for a client: camelCase keys, lists as [] never null.
type Result struct {
	// Over reports whether the game has ended; until then Winners and
	// Racks are empty.
	Over bool `json:"over"`
	// Reason says why it ended.
	Reason EndReason `json:"reason"`
	// Out is the player who went out, or -1.
	Out int `json:"out"`
	// Scores are the scores in seating order, adjustments included.
	Scores []int `json:"scores"`
	// Adjustments are the end-of-game rack adjustments already included
	// in Scores (the score before them is Scores[p] - Adjustments[p]).
	Adjustments []int `json:"adjustments"`
	// Racks are the tiles each player held at the end, as letters ('?'
	// a blank); empty until the game is over, since racks are private
	// while it runs.
	Racks []string `json:"racks"`
	// Winners are the players with the highest score, in seating order;
	// a tie is shared (the rules have no tie-break).
	Winners []int `json:"winners"`
}

// Result returns the standings; once the game is over they are final and
// name the winners. Before the end it holds nothing hidden: no racks.
// The zero State's Result is over, with no players.
func (s State) Result() Result {
	n := int(s.players)
	res := Result{Over: s.Over(), Out: -1, Scores: s.Scores(), Adjustments: slices.Clone(s.adjust[:n]), Racks: []string{}, Winners: []int{}}
	if !res.Over || s.g == nil {
		return res
	}
	for p := range n {
		res.Racks = append(res.Racks, s.g.rackText(s.racks[p]))
	}
	res.Reason = ScorelessLimit
	if out := s.outPlayer(); out >= 0 && !s.scorelessEnd() {
		res.Reason, res.Out = PlayerOut, out
	}
	best := slices.Max(res.Scores)
	for p, v := range res.Scores {
		if v == best {
			res.Winners = append(res.Winners, p)
		}
	}
	return res
}

// MarshalText writes the reason's name, so JSON shows it as text.
func (e EndReason) MarshalText() ([]byte, error) { return endReasons.Marshal(e) }

// UnmarshalText reads a name String writes.
func (e *EndReason) UnmarshalText(text []byte) error { return endReasons.Unmarshal(text, e) }

// Outcome returns the standing in the shape every tilekit game shares:
// the scores (end-of-game adjustments included once it is over), the
// winners once it is over (everyone with the highest score), and why it
// ended in words ("Ada went out", "three scoreless turns in a row"). The
// zero State's Outcome is over, with no players.
func (s State) Outcome() tilekit.Outcome {
	r := s.Result()
	o := tilekit.Outcome{Over: r.Over, Scores: r.Scores, Winners: []int{}}
	if !r.Over {
		return o
	}
	o.Winners = r.Winners
	switch {
	case s.g == nil:
		o.Reason = "there is no game"
	case r.Reason == PlayerOut:
		o.Reason = s.Name(r.Out) + " went out"
	default:
		o.Reason = countWord(int(s.scoreless)) + " scoreless turns in a row"
		if s.scoreless == 1 {
			o.Reason = "a scoreless turn"
		}
	}
	return o
}

var countWords = [...]string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}

// countWord writes n in words up to twelve, in digits beyond.
func countWord(n int) string {
	if n >= 0 && n < len(countWords) {
		return countWords[n]
	}
	return strconv.Itoa(n)
}
