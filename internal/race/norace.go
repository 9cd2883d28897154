//go:build !race

// Package race tells tests whether the race detector is built in: it
// changes what allocates (sync.Pool drops items at random, and
// instrumented code may allocate where plain code does not), so a test
// that counts allocations or bytes skips that count under -race.
package race

// Enabled reports whether the race detector is built in.
const Enabled = false
