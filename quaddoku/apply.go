package quaddoku

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// Validate reports whether m is legal now: nil exactly when Apply would
// succeed. A pass is legal only when no turn spells a new word
// (otherwise it is refused with ErrMustPlay), unless Rules.FreePass
// allows passing at any time. Whether a turn exists is what firstMove's
// search, bounded by Budget, finds; a pass that follows a pass needs no
// search, since the position has not changed.
func (s State) Validate(m Move) error {
	_, _, err := s.check(m)
	return err
}

// Apply plays m for the player to move and returns the new State; s is
// left as it was. The placed tiles leave the drawpile and cover the tiles
// beneath them, the player scores every side that got a tile, and the
// turn passes on. A pass scores nothing; when every player has passed in
// succession (so that, unless Rules.FreePass, nobody can make a new
// word), or the drawpile is empty, the game is over. On error Apply
// returns s itself, so s, err = s.Apply(m) never loses the game.
func (s State) Apply(m Move) (State, error) {
	sc, g, err := s.check(m)
	if err != nil {
		return s, err
	}
	return s.play(m, sc, g, false), nil
}

// play makes the move m that check accepted, scoring sc and leaving the
// edge g. A pass only counts itself (see placed), so it allocates
// nothing. With own set, play writes s's pile, covered tiles
// and counters in place instead of copying them: only for a State that
// nothing else can see (UnmarshalText's replay).
func (s State) play(m Move, sc Score, g [12]tiles.Tile, own bool) State {
	next := s
	next.turn = (s.turn + 1) % s.players
	if m.IsPass() {
		next.passes++
		return next
	}
	next.hist = s.hist.Push(placed{m: m, passes: s.passes, n: s.Turns() + 1})
	next.passes = 0
	if !own {
		pile, cov := *s.pile, *s.covered
		next.pile, next.covered = &pile, &cov
		next.scores = slices.Clone(s.scores)
		next.words = slices.Clone(s.words)
		next.dokus = slices.Clone(s.dokus)
	}
	// check has made sure the pile holds the placed tiles.
	for c, t := range m.cells {
		if t != (tiles.Tile{}) {
			next.pile.add(t, -1)
			next.covered.add(s.grid[c], 1)
			next.stacks[c]++
		}
	}
	next.grid = g
	p := s.turn
	next.scores[p] += sc.Total
	for _, w := range sc.Words {
		if w.New {
			next.words[p]++
			if w.Doku {
				next.dokus[p]++
			}
		}
	}
	return next
}

// fail returns the *MoveError for m breaking rule err, naming the player
// to move (nobody, for the zero State). A refused pass keeps its text, so
// that the message shows the move.
func (s State) fail(m Move, err error, format string, args ...any) *MoveError {
	e := &MoveError{Move: m, Err: err, Detail: fmt.Sprintf(format, args...)}
	if m.IsPass() {
		e.Text = "-"
	}
	if s.players > 0 {
		e.Player = s.Name(s.turn)
	}
	return e
}

// ready returns the error every move gets now, whatever it is: nil while
// the game lasts.
func (s State) ready(m Move) *MoveError {
	if s.players == 0 {
		return s.fail(m, ErrGameOver, "no game has been dealt")
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
		if !s.rules.FreePass && !s.trustPasses && s.passes == 0 {
			if _, ok := s.firstMove(&work{left: Budget}); ok {
				return fail(ErrMustPlay, "a turn that spells a new word is possible, so you may not pass")
			}
		}
		return Score{}, s.grid, nil
	}
	if s.detached {
		return fail(ErrDetached, "%s", s.detachedDetail())
	}
	g := s.grid
	newWord := false
	var need tileCounts
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
		need.add(t, 1)
		newWord = newWord || t.Letter != s.grid[c].Letter
		g[c] = t
	}
	// Name the first tile, in sorted order, that the pile lacks.
	var short tiles.Tile
	for _, t := range m.cells {
		if t != (tiles.Tile{}) && s.pile.count(t) < need.count(t) && (short == (tiles.Tile{}) || tiles.Compare(t, short) < 0) {
			short = t
		}
	}
	if short != (tiles.Tile{}) {
		if have := s.pile.count(short); have > 0 {
			return fail(ErrNotHeld, "%d × %v wanted, %d left in the drawpile", need.count(short), short, have)
		}
		return fail(ErrNotHeld, "no %v left in the drawpile", short)
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
