package sumoku

import (
	"fmt"
	"slices"
)

// A ScoredLine is one line a placement formed or extended, with its
// total, which the move scores.
type ScoredLine struct {
	Line  Line `json:"line"`
	Total int  `json:"total"`
}

// A Score is what a standard-game move earns: every line it formed or
// extended (the line of the new tiles first, then the cross lines in
// reading order) and their sum. Bonus reports a line of six, which earns
// another turn. A pass scores nothing.
type Score struct {
	Lines []ScoredLine `json:"lines"`
	Total int          `json:"total"`
	Bonus bool         `json:"bonus"`
}

// Score returns what m would earn, without applying it; it fails with
// the error Validate gives. Only the standard game scores moves: any
// legal move of another variant scores zero.
func (s State) Score(m Move) (Score, error) {
	if err := s.Validate(m); err != nil {
		return Score{Lines: []ScoredLine{}}, err
	}
	if m.kind != KindPlace {
		return Score{Lines: []ScoredLine{}}, nil
	}
	sc, _, _ := placeOn(s.layout, m.cells[:m.n], s.key, s.rules.NoRepeatNumbers, false)
	return sc, nil
}

// A placeError is a placement broken rule and its detail.
type placeError struct {
	err    error
	detail string
}

// placeOn checks placing ps (sorted, distinct squares, valid tiles) on l
// as a standard-game move, and returns the score and the new layout. With
// inPlace (a State replaying a text, which owns l) the new layout is
// l's own slice with ps written in, and l must not be used again.
func placeOn(l Layout, ps []Placement, key int, solo, inPlace bool) (Score, Layout, *placeError) {
	fail := func(err error, format string, args ...any) (Score, Layout, *placeError) {
		return Score{}, Layout{}, &placeError{err, fmt.Sprintf(format, args...)}
	}
	if len(ps) == 0 {
		return fail(ErrNoTiles, "no tiles placed")
	}
	for _, p := range ps {
		if _, ok := l.At(p.Row, p.Col); ok {
			return fail(ErrOccupied, "square %d,%d already holds a tile", p.Row, p.Col)
		}
	}
	first, last := ps[0], ps[len(ps)-1]
	down := first.Col == last.Col && len(ps) > 1
	for _, p := range ps {
		if (down && p.Col != first.Col) || (!down && p.Row != first.Row) {
			return fail(ErrNotInLine, "%v and %v are not in one row or column", first, p)
		}
	}
	// Whether the tiles touch the layout is read off l before the new
	// layout, which may be l's own slice written over, is made.
	opening, touch := l.Len() == 0, false
	for _, p := range ps {
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if _, ok := l.At(p.Row+d[0], p.Col+d[1]); ok {
				touch = true
			}
		}
	}
	next := l.with(ps, inPlace)
	// Every square between the first and last new tile must hold a tile.
	for r, c := first.Row, first.Col; r != last.Row || c != last.Col; {
		if _, ok := next.At(r, c); !ok {
			return fail(ErrGap, "square %d,%d between the new tiles is empty", r, c)
		}
		if down {
			r++
		} else {
			c++
		}
	}
	if opening {
		centre := slices.ContainsFunc(ps, func(p Placement) bool { return p.Row == 0 && p.Col == 0 })
		if !centre || len(ps) < 2 {
			return fail(ErrOpening, "the opening must be one line of 2 or more tiles through the centre square 0,0")
		}
	} else if !touch {
		return fail(ErrNotTouching, "no new tile is next to a tile of the layout")
	}
	// The line of the new tiles, then the cross line through each.
	var lines []Line
	if ln := next.runThrough(first, down); len(ln.Tiles) >= 2 {
		lines = append(lines, ln)
	}
	for _, p := range ps {
		if ln := next.runThrough(p, !down); len(ln.Tiles) >= 2 {
			lines = append(lines, ln)
		}
	}
	sc := Score{Lines: make([]ScoredLine, 0, len(lines))}
	for _, ln := range lines {
		if probs := lineProblems(ln, key, solo); len(probs) > 0 {
			return fail(probs[0].Err, "%s", probs[0].Detail)
		}
		t := ln.Sum()
		sc.Lines = append(sc.Lines, ScoredLine{Line: ln, Total: t})
		sc.Total += t
		sc.Bonus = sc.Bonus || len(ln.Tiles) == MaxLine
	}
	return sc, next, nil
}

// runThrough returns the run of tiles through p's square, down a column
// or along a row.
func (l Layout) runThrough(p Placement, down bool) Line {
	dr, dc := 0, 1
	if down {
		dr, dc = 1, 0
	}
	r, c := p.Row, p.Col
	for {
		if _, ok := l.At(r-dr, c-dc); !ok {
			break
		}
		r, c = r-dr, c-dc
	}
	var ts []Placement
	for {
		q, ok := l.At(r, c)
		if !ok {
			break
		}
		ts = append(ts, q)
		r, c = r+dr, c+dc
	}
	return Line{Down: down, Tiles: ts}
}
