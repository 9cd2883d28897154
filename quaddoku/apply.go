package quaddoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// Validate reports whether m is legal now: nil exactly when Apply would
// succeed. A pass is legal until the game ends.
func (s State) Validate(m Move) error {
	_, _, err := s.check(m)
	return err
}

// Apply plays m for the player to move and returns the new State; s is
// left as it was. The placed tiles leave the drawpile and cover the tiles
// beneath them, the player scores every side that got a tile, and the
// turn passes on. A pass scores nothing; when every player has passed in
// succession, or the drawpile is empty, the game is over. On error Apply
// returns s itself, so s, err = s.Apply(m) never loses the game.
func (s State) Apply(m Move) (State, error) {
	sc, g, err := s.check(m)
	if err != nil {
		return s, err
	}
	next := s
	next.history = &moves{m: m, prev: s.history, n: s.history.len() + 1}
	next.turn = (s.turn + 1) % s.players
	if m.IsPass() {
		next.passes++
		return next, nil
	}
	next.passes = 0
	placed := m.Tiles()
	pile, err := s.pile.Take(placed...)
	if err != nil { // check has already made sure of the pile
		return s, s.fail(m, ErrNotHeld, "%v", err)
	}
	next.pile = pile
	cov := slices.Clone(s.covered)
	for c, t := range m.cells {
		if t != (tiles.Tile{}) {
			cov = append(cov, s.grid[c])
			next.stacks[c]++
		}
	}
	next.covered = tiles.Sort(cov)
	next.grid = g
	p := s.turn
	next.scores = slices.Clone(s.scores)
	next.words = slices.Clone(s.words)
	next.dokus = slices.Clone(s.dokus)
	next.scores[p] += sc.Total
	next.words[p] += len(sc.Words)
	for _, w := range sc.Words {
		if w.Doku {
			next.dokus[p]++
		}
	}
	return next, nil
}

// fail returns the *MoveError for m breaking rule err, naming the player
// to move (nobody, for the zero State).
func (s State) fail(m Move, err error, format string, args ...any) *MoveError {
	e := &MoveError{Player: s.turn, Move: m, Err: err, Detail: fmt.Sprintf(format, args...)}
	if s.players > 0 {
		e.name = s.Name(s.turn)
	}
	return e
}

// ready returns the error every move gets now, whatever it is: nil while
// the game lasts.
func (s State) ready(m Move) *MoveError {
	if s.players == 0 {
		return s.fail(m, ErrGameOver, "there is no game here (the zero State)")
	}
	if s.Over() {
		return s.fail(m, ErrGameOver, "the game is over")
	}
	return nil
}

// check validates m and returns its score and the edge after it.
func (s State) check(m Move) (Score, [12]tiles.Tile, error) {
	fail := func(err error, format string, args ...any) (Score, [12]tiles.Tile, error) {
		return Score{}, [12]tiles.Tile{}, s.fail(m, err, format, args...)
	}
	if err := s.ready(m); err != nil {
		return Score{}, [12]tiles.Tile{}, err
	}
	if m.IsPass() {
		return Score{}, s.grid, nil
	}
	if s.detached {
		return fail(ErrDetached, "%s", s.detachedDetail())
	}
	g := s.grid
	newWord := false
	var need tiles.Distribution
	for c, t := range m.cells {
		if t == (tiles.Tile{}) {
			continue
		}
		if err := checkTile(t); err != nil {
			return fail(ErrBadTile, "%v", err)
		}
		if t == s.grid[c] {
			return fail(ErrSameValue, "%v cannot go on %v at %d%d: a tile on the same letter needs another value", t, s.grid[c], cellRow[c], cellCol[c])
		}
		if need == nil {
			need = tiles.Distribution{}
		}
		need[t]++
		newWord = newWord || t.Letter != s.grid[c].Letter
		g[c] = t
	}
	for _, t := range tiles.Sort(m.Tiles()) {
		if have := s.pile.Count(t); have < need[t] {
			if have == 0 {
				return fail(ErrNotHeld, "no %v left in the drawpile", t)
			}
			return fail(ErrNotHeld, "%d × %v wanted, %d left in the drawpile", need[t], t, have)
		}
	}
	if !newWord && !s.rules.AllowValueOnly {
		return fail(ErrNoNewWord, "no letter changes, so no new word is formed")
	}
	d := s.dictionary()
	for side := range Side(4) {
		if w := s.word(g, side); !d.Contains(w) {
			return fail(ErrNotAWord, "%q (%v) is not a word", w, side)
		}
	}
	return s.score(m, g), g, nil
}
