package standing

import "testing"

func TestLead(t *testing.T) {
	for _, c := range []struct {
		scores []int
		seat   int
		want   int
	}{
		{[]int{10, 4}, 0, 6},
		{[]int{10, 4}, 1, -6},
		{[]int{7}, 0, 7},
		{[]int{3, 0, -5}, 0, 3}, // the best rival has 0, not -5
		{[]int{3, -5, 0}, 0, 3}, // whatever the order
		{[]int{-2, -5, -1}, 0, -1},
		{[]int{5, 9, 12}, 1, -3},
	} {
		if got := Lead(c.scores, c.seat); got != c.want {
			t.Errorf("Lead(%v, %d) = %d, want %d", c.scores, c.seat, got, c.want)
		}
	}
}
