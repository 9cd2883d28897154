// Package codecheck holds tests that measure the module's own source
// against the limits the project sets itself: no function longer than
// [MaxLines] lines and none with a cyclomatic complexity above
// [MaxComplexity], outside a short, commented list of search kernels.
//
//	go test ./internal/codecheck
//
// is the command that measures them; it fails naming every function
// over a limit. The package has no code for other packages to use: its
// functions exist for its tests.
package codecheck
