//go:build !unix

package gametest

import "time"

// CPUTime is the processor time the process has used so far; 0 here,
// where the system cannot tell (see the unix version).
func CPUTime() time.Duration { return 0 }
