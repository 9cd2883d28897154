//go:build unix

package main

import "syscall"

// fileLimit is the number of files the process may open (its soft
// RLIMIT_NOFILE), or 0 when unknown.
func fileLimit() int {
	var r syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &r); err != nil || r.Cur > 1<<20 {
		return 0
	}
	return int(r.Cur)
}
