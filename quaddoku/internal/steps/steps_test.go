package steps

import "testing"

func TestCount(t *testing.T) {
	tick := func(k int) {
		for range k {
			Hook(1)
		}
	}
	if n, ok := Count(10, func() { tick(7) }); n != 7 || !ok {
		t.Errorf("Count(10, 7 steps) = %d, %v", n, ok)
	}
	if n, ok := Count(10, func() { tick(1000) }); n != 11 || ok {
		t.Errorf("Count(10, 1000 steps) = %d, %v; want it stopped at 11", n, ok)
	}
	if Hook != nil {
		t.Error("Count left Hook set")
	}
	defer func() {
		if r := recover(); r != "other" || Hook != nil {
			t.Errorf("recovered %v, Hook nil %v", r, Hook == nil)
		}
	}()
	Count(10, func() { panic("other") })
}
