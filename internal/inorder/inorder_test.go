package inorder

import (
	"sync/atomic"
	"testing"
)

func TestMap(t *testing.T) {
	for _, workers := range []int{-1, 0, 1, 3, 64} {
		var calls atomic.Int64
		got := Map(100, workers, func(i int) int { calls.Add(1); return i * i })
		if len(got) != 100 || calls.Load() != 100 {
			t.Fatalf("%d workers: %d results from %d calls, want 100 of each", workers, len(got), calls.Load())
		}
		for i, v := range got {
			if v != i*i {
				t.Fatalf("%d workers: result %d is %d, want %d", workers, i, v, i*i)
			}
		}
	}
	if got := Map(0, 2, func(int) int { t.Fatal("called with no jobs"); return 0 }); len(got) != 0 {
		t.Errorf("no jobs gave %v", got)
	}
}
