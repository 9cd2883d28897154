//go:build unix

package gametest

import (
	"syscall"
	"time"
)

// CPUTime is the processor time the process has used so far, user and
// system: benchmarks of the worst cases report it beside the wall
// time, since on a shared machine the wall time counts the other
// programs' turns too. It is 0 where the system cannot tell.
func CPUTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
