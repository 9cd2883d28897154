//go:build !unix

package measure

import "time"

// CPU cannot read the process's CPU time on this system.
func CPU() (time.Duration, bool) { return 0, false }
