package memo

import (
	"sync"
	"testing"
)

func TestMemoStopsGrowingWhenFull(t *testing.T) {
	c := New[string, int](2)
	if _, ok := c.Get("a"); ok {
		t.Fatal("a new memo remembers a")
	}
	c.Put("a", 1)
	c.Put("b", 2)
	c.Put("c", 3) // full: not kept
	c.Put("a", 4) // full: a keeps its value
	for k, want := range map[string]int{"a": 1, "b": 2} {
		if v, ok := c.Get(k); !ok || v != want {
			t.Errorf("Get(%q) = %d, %v; want %d, true", k, v, ok, want)
		}
	}
	if _, ok := c.Get("c"); ok {
		t.Error("a full memo kept c")
	}
}

func TestMemoConcurrent(t *testing.T) {
	c := New[int, int](64)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := range 100 {
				c.Put(i, i*i)
				if v, ok := c.Get(i); ok && v != i*i {
					t.Errorf("goroutine %d: Get(%d) = %d", g, i, v)
				}
			}
		})
	}
	wg.Wait()
	if n := len(c.m); n != 64 {
		t.Errorf("%d entries, want 64", n)
	}
}
