package dictionary

import (
	"reflect"
	"sync"
)

// A Cache keeps one value derived from each dictionary — a move
// generator's automaton, an index of four-letter words — built on first
// use and then shared. It is safe for concurrent use: when several
// goroutines ask for the same dictionary at once, one builds and the
// others wait for its result.
//
// Dictionaries are told apart the way map keys are: a pointer (such as a
// *List) by identity, any other comparable value by equality. A value
// that cannot be a map key (a [Func], a struct holding a slice) cannot be
// remembered, so Get builds afresh for it on every call. Entries are never
// evicted; the cache assumes a dictionary's words do not change after its
// first use.
type Cache[T any] struct {
	build func(Dictionary) T
	m     sync.Map // Dictionary → func() T, a sync.OnceValue
}

// NewCache returns an empty cache that derives values with build. build
// is called at most once for each cacheable dictionary, and never with a
// dictionary that [Check] refuses (nil or a typed nil).
func NewCache[T any](build func(Dictionary) T) *Cache[T] {
	return &Cache[T]{build: build}
}

// Get returns the value for d, building it on first use. A d that
// [Check] refuses (nil, or a typed nil such as (*List)(nil)) gives the
// zero T without calling build.
func (c *Cache[T]) Get(d Dictionary) T {
	if Check(d) != nil {
		var zero T
		return zero
	}
	// reflect.Value.Comparable looks through interfaces to the dynamic
	// values inside, so a struct holding a Func is caught here too. A
	// pointer is always comparable: asking reflect.Value would allocate
	// on every call.
	if reflect.TypeOf(d).Kind() != reflect.Pointer && !reflect.ValueOf(d).Comparable() {
		return c.build(d)
	}
	if f, ok := c.m.Load(d); ok {
		return f.(func() T)()
	}
	f, _ := c.m.LoadOrStore(d, sync.OnceValue(func() T { return c.build(d) }))
	return f.(func() T)()
}
