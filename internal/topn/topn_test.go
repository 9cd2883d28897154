package topn

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

type scored struct{ score, id int }

func lower(a, b scored) bool { return a.score < b.score }

// A Keeper holds what a stable sort of the whole stream, best first,
// starts with.
func TestKeeperMatchesStableSort(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(0, 12).Draw(t, "n")
		scores := rapid.SliceOfN(rapid.IntRange(-3, 5), 0, 60).Draw(t, "scores")
		k := New(n, lower)
		var all []scored
		for i, s := range scores {
			v := scored{s, i}
			all = append(all, v)
			k.Offer(v)
			if k.Len() > n {
				t.Fatalf("keeps %d of %d", k.Len(), n)
			}
		}
		slices.SortStableFunc(all, func(a, b scored) int { return b.score - a.score })
		want := all[:min(n, len(all))]
		if got := k.Sorted(); !slices.Equal(got, want) {
			t.Fatalf("got %v, want %v", got, want)
		}
		if w, ok := k.Worst(); ok != (len(want) > 0) || ok && w != want[len(want)-1] {
			t.Fatalf("Worst = %v, %v; want the last of %v", w, ok, want)
		}
	})
}

func TestKeeperOffer(t *testing.T) {
	k := New(2, lower)
	for i, c := range []struct {
		v    scored
		kept bool
	}{{scored{1, 0}, true}, {scored{1, 1}, true}, {scored{1, 2}, false}, {scored{2, 3}, true}, {scored{0, 4}, false}} {
		if got := k.Offer(c.v); got != c.kept {
			t.Errorf("offer %d: kept %v, want %v", i, got, c.kept)
		}
	}
	if !k.Full() || !slices.Equal(k.Sorted(), []scored{{2, 3}, {1, 0}}) {
		t.Errorf("Sorted = %v", k.Sorted())
	}
	if New(0, lower).Offer(scored{}) {
		t.Error("a Keeper of 0 kept a value")
	}
}
