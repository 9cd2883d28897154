package history

import (
	"slices"
	"testing"
)

func TestList(t *testing.T) {
	var empty List[string]
	if empty.Len() != 0 || empty.Slice() == nil || len(empty.Slice()) != 0 {
		t.Fatalf("empty list: %d %v", empty.Len(), empty.Slice())
	}
	if _, ok := empty.Last(); ok {
		t.Fatal("the empty list has a last entry")
	}
	a := empty.Push("a")
	ab := a.Push("b")
	ac := a.Push("c") // a sibling: must not see b, nor b see c
	if got := ab.Slice(); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("ab = %v", got)
	}
	if got := ac.Slice(); !slices.Equal(got, []string{"a", "c"}) {
		t.Errorf("ac = %v", got)
	}
	if got := a.Slice(); !slices.Equal(got, []string{"a"}) {
		t.Errorf("the parent changed: %v", got)
	}
	if last, ok := ac.Last(); !ok || last != "c" || ac.Len() != 2 {
		t.Errorf("Last = %q %v, Len = %d", last, ok, ac.Len())
	}
	s := ab.Slice()
	s[0] = "z"
	if ab.Slice()[0] != "a" {
		t.Error("Slice handed out the list's own storage")
	}
	if got := Map(ab, func(v string) int { return len(v) }); !slices.Equal(got, []int{1, 1}) {
		t.Errorf("Map = %v", got)
	}
}

// Pushing is O(1): one allocation, however long the list.
func TestPushAllocs(t *testing.T) {
	var l List[int]
	for i := range 10000 {
		l = l.Push(i)
	}
	var sink List[int]
	if n := testing.AllocsPerRun(100, func() { sink = l.Push(1) }); n != 1 {
		t.Errorf("Push made %v allocations, want 1", n)
	}
	_ = sink
}
