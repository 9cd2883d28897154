// Package topn keeps the n best of a stream of values in memory
// proportional to n, however long the stream: the move finders' hints
// and bots offer every legal move and keep the few best. Values that
// rank equal keep the order in which they were offered, so the result is
// what a stable sort of the whole stream, best first, would start with.
package topn

import "slices"

// Keeper keeps the n best values offered. Its zero value keeps none;
// make one with New.
type Keeper[T any] struct {
	n    int
	less func(a, b T) bool
	seq  int
	heap []entry[T] // a min-heap: the root is the value to drop first
}

type entry[T any] struct {
	v   T
	seq int // when v was offered, from 1
}

// New returns a Keeper of the n best values, where less(a, b) reports
// whether a ranks below b. n <= 0 keeps nothing.
func New[T any](n int, less func(a, b T) bool) *Keeper[T] {
	return &Keeper[T]{n: max(n, 0), less: less}
}

// worse reports whether a ranks below b: a lower value, or an equal one
// offered later.
func (k *Keeper[T]) worse(a, b entry[T]) bool {
	if k.less(a.v, b.v) {
		return true
	}
	return !k.less(b.v, a.v) && a.seq > b.seq
}

// Offer adds v, dropping the worst value kept when there are then more
// than n; it reports whether v is kept.
func (k *Keeper[T]) Offer(v T) bool {
	k.seq++
	x := entry[T]{v, k.seq}
	if len(k.heap) < k.n {
		k.heap = append(k.heap, x)
		k.up(len(k.heap) - 1)
		return true
	}
	if k.n == 0 || k.worse(x, k.heap[0]) {
		return false
	}
	k.heap[0] = x
	k.down(0)
	return true
}

// up moves entry i towards the root while it ranks below its parent.
func (k *Keeper[T]) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !k.worse(k.heap[i], k.heap[p]) {
			return
		}
		k.heap[i], k.heap[p] = k.heap[p], k.heap[i]
		i = p
	}
}

// down moves entry i away from the root while a child ranks below it.
func (k *Keeper[T]) down(i int) {
	for {
		w := i
		for _, c := range [2]int{2*i + 1, 2*i + 2} {
			if c < len(k.heap) && k.worse(k.heap[c], k.heap[w]) {
				w = c
			}
		}
		if w == i {
			return
		}
		k.heap[i], k.heap[w] = k.heap[w], k.heap[i]
		i = w
	}
}

// Len returns the number of values kept, at most n.
func (k *Keeper[T]) Len() int { return len(k.heap) }

// Full reports whether n values are kept, so that a value must beat
// Worst to get in.
func (k *Keeper[T]) Full() bool { return len(k.heap) == k.n }

// Worst returns the value kept that would be dropped first, and false
// when none is kept.
func (k *Keeper[T]) Worst() (T, bool) {
	if len(k.heap) == 0 {
		var zero T
		return zero, false
	}
	return k.heap[0].v, true
}

// Sorted returns the values kept, best first, equal ones in the order
// offered, in a new slice.
func (k *Keeper[T]) Sorted() []T {
	es := slices.Clone(k.heap)
	slices.SortFunc(es, func(a, b entry[T]) int {
		switch {
		case k.worse(a, b):
			return 1
		case k.worse(b, a):
			return -1
		}
		return 0
	})
	out := make([]T, len(es))
	for i, e := range es {
		out[i] = e.v
	}
	return out
}
