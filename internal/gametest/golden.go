package gametest

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

// Update is the -update flag of every test binary that imports this
// package: go test -update rewrites the golden files from the run (see
// Golden). A test that writes golden files of its own reads it too.
var Update = flag.Bool("update", false, "rewrite the golden files from this run")

// Golden compares got with the golden file at path, failing t with the
// first line that differs; with -update it first writes got to path, so
// that a change made on purpose is accepted by running the test once
// with the flag (and reading the diff before committing it).
func Golden(t testing.TB, path string, got []byte) {
	t.Helper()
	if *Update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if msg := firstDiff(string(got), string(want)); msg != "" {
		t.Errorf("%s differs from the golden file (run the test with -update to accept it): %s", path, msg)
	}
}

// firstDiff describes the first line where got and want differ, or
// returns "" when they are equal.
func firstDiff(got, want string) string {
	if got == want {
		return ""
	}
	gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
	for i := range min(len(gl), len(wl)) {
		if gl[i] != wl[i] {
			return fmt.Sprintf("line %d:\n got %q\nwant %q", i+1, gl[i], wl[i])
		}
	}
	return fmt.Sprintf("%d lines, the golden file %d", len(gl), len(wl))
}
