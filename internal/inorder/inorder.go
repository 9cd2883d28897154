// Package inorder runs independent jobs on a pool of goroutines and
// keeps their results in the jobs' order, for programs whose output must
// not depend on how the jobs were scheduled (the self-play generators of
// leave tables, win curves and bag terms).
package inorder

import "sync"

// Map returns f(0), f(1), ..., f(n-1), computed on workers goroutines
// (at least one), each job taken by the next free goroutine.
func Map[T any](n, workers int, f func(i int) T) []T {
	out := make([]T, max(n, 0))
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			for i := range next {
				out[i] = f(i)
			}
		})
	}
	for i := range out {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}
