//go:build unix

package worker

import "syscall"

// Lower gives the calling process a lower scheduling priority (nice 10),
// as a worker takes at its start.
func Lower() error { return syscall.Setpriority(syscall.PRIO_PROCESS, 0, 10) }
