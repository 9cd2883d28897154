package tilekit

import (
	"fmt"
	"strings"

	"github.com/tilekit/tilekit/internal/jsonlist"
)

// A Hint is a suggested move with its text, as a front end lists it.
type Hint struct {
	// Move is the move in the game's notation, ready for PlayAs.
	Move string `json:"move"`
	// Score is what the move earns, in the game's unit.
	Score int `json:"score"`
	// Words are the words the move makes (none where it makes none).
	Words []string `json:"words"`
	// Note is a short remark for the player ("12 answers still fit").
	Note string `json:"note"`
}

// MarshalJSON writes the Hint with an empty Words as [], never null.
func (h Hint) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(h) }

// A Preview is what a move would earn, said before it is played.
type Preview struct {
	// Total is the move's score, in the game's unit.
	Total int `json:"total"`
	// Parts explain Total, one line per word, line or bonus ("BEET 20
	// (doku)").
	Parts []string `json:"parts"`
}

// MarshalJSON writes the Preview with an empty Parts as [], never null.
func (p Preview) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(p) }

// String reads "+29 (BEET 20, TUBE 9)", or "+29" without parts.
func (p Preview) String() string {
	if len(p.Parts) == 0 {
		return fmt.Sprintf("%+d", p.Total)
	}
	return fmt.Sprintf("%+d (%s)", p.Total, strings.Join(p.Parts, ", "))
}
