//go:build !unix

package worker

// Lower does nothing where priorities are not set this way.
func Lower() error { return nil }
