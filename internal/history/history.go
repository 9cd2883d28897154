// Package history is the immutable list in which a game's State keeps the
// moves applied since New. A State derived from another shares its list,
// and Push makes one new link without writing any existing one, so Apply
// stays O(1) however long the game, a State stays safe to share between
// goroutines, and two States applied to one parent never see each other's
// moves. Each game records what it needs per move (the move, and perhaps
// the round it was made in or the rack it came from) as the element type.
package history

import "iter"

// List is an immutable list of entries, oldest first. The zero List is
// empty and ready to use.
type List[T any] struct{ last *link[T] }

// A link is one entry and the list before it; never written once made.
type link[T any] struct {
	v    T
	prev *link[T]
	n    int // the length of the list ending here
}

// Push returns l with v added at the end; l itself is unchanged.
func (l List[T]) Push(v T) List[T] {
	return List[T]{&link[T]{v: v, prev: l.last, n: l.Len() + 1}}
}

// Len returns the number of entries.
func (l List[T]) Len() int {
	if l.last == nil {
		return 0
	}
	return l.last.n
}

// Last returns the newest entry, and false for the empty list.
func (l List[T]) Last() (T, bool) {
	if l.last == nil {
		var zero T
		return zero, false
	}
	return l.last.v, true
}

// Map returns f of every entry, oldest first, in a new slice that is never
// nil (an empty list gives an empty slice, which encodes as JSON []).
func Map[T, U any](l List[T], f func(T) U) []U {
	out := make([]U, l.Len())
	for k := l.last; k != nil; k = k.prev {
		out[k.n-1] = f(k.v)
	}
	return out
}

// All yields the entries, oldest first. It keeps one pointer per entry
// while it runs, not a copy of each: a writer of a long game's text
// walks the moves without doubling the memory they hold.
func (l List[T]) All() iter.Seq[T] {
	return func(yield func(T) bool) {
		links := make([]*link[T], l.Len())
		for k := l.last; k != nil; k = k.prev {
			links[k.n-1] = k
		}
		for _, k := range links {
			if !yield(k.v) {
				return
			}
		}
	}
}

// Slice returns the entries, oldest first (a copy, never nil).
func (l List[T]) Slice() []T { return Map(l, func(v T) T { return v }) }
