package steps

import "testing"

// TestTake takes steps up to the limit exactly, then is refused without
// counting, and keeps RanOut until the caller clears it.
func TestTake(t *testing.T) {
	b := Budget{Limit: 5}
	if !b.Take(1) || !b.Take(4) || b.Used != 5 || b.RanOut {
		t.Fatalf("within the limit: %+v", b)
	}
	if b.Take(1) || b.Used != 5 || !b.RanOut {
		t.Fatalf("past the limit: %+v", b)
	}
	b.RanOut, b.Limit = false, 8
	if b.Take(4) || !b.RanOut || !b.Take(3) || b.Used != 8 {
		t.Fatalf("a raised limit: %+v", b)
	}
	var zero Budget
	if zero.Take(1) || !zero.Take(0) {
		t.Fatalf("the zero Budget: %+v", zero)
	}
}
