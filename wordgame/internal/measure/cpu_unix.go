//go:build unix

package measure

import (
	"syscall"
	"time"
)

// CPU returns the CPU time the process has used so far, user and
// system, or false where it cannot be read. Benchmarks report it next to
// the wall-clock figures because on a shared machine the wall clock also
// counts the time other programs held the cores.
func CPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
