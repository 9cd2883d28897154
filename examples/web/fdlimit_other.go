//go:build !unix

package main

// fileLimit is unknown here.
func fileLimit() int { return 0 }
