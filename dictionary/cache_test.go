package dictionary

import (
	"sync"
	"sync/atomic"
	"testing"
)

type holder struct{ inner Dictionary }

func (h holder) Contains(w string) bool { return h.inner.Contains(w) }

func TestCache(t *testing.T) {
	var builds atomic.Int32
	c := NewCache(func(d Dictionary) int {
		builds.Add(1)
		if d.Contains("CAT") {
			return 1
		}
		return 0
	})
	l, _ := FromSlice([]string{"cat"})
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if c.Get(l) != 1 {
				t.Error("wrong value")
			}
		})
	}
	wg.Wait()
	if n := builds.Load(); n != 1 {
		t.Errorf("built %d times for one *List, want 1", n)
	}
	// A Func, and a comparable struct holding one, cannot be keys: no
	// panic, a build per call.
	f := Func(func(string) bool { return true })
	for _, d := range []Dictionary{f, holder{f}, holder{f}} {
		if c.Get(d) != 1 {
			t.Error("wrong value for an uncacheable dictionary")
		}
	}
	if n := builds.Load(); n != 4 {
		t.Errorf("builds = %d, want 4", n)
	}
	// A comparable struct holding a pointer is cached by equality.
	c.Get(holder{l})
	c.Get(holder{l})
	if n := builds.Load(); n != 5 {
		t.Errorf("builds = %d, want 5", n)
	}
	if c.Get(nil) != 0 {
		t.Error("Get(nil) is not the zero value")
	}
}
