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

// HintOf is a Hint in a game's own Move type: what a game's typed Hints
// method returns (wordgame.Hint is HintOf[wordgame.Move]).
type HintOf[M Move] struct {
	Move  M        `json:"move"`
	Score int      `json:"score"`
	Words []string `json:"words"`
	Note  string   `json:"note"`
}

// Text returns h with its move written in the game's notation.
func (h HintOf[M]) Text() Hint {
	return Hint{Move: h.Move.String(), Score: h.Score, Words: h.Words, Note: h.Note}
}

// MarshalJSON writes the hint with an empty Words as [], never null.
func (h HintOf[M]) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(h) }

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
