package gamekit_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// A game written in a module of its own, against gamekit alone
// (testdata/outside), is dealt, played by tilekit.NextMove, saved and
// decoded through the root: gamekit is all an author outside this module
// needs. The test runs that module's own test with the go command.
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds another module")
	}
	cmd := exec.Command("go", "test", "-count=1", ".")
	cmd.Dir = filepath.Join("testdata", "outside")
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go test in %s: %v\n%s", cmd.Dir, err, out)
	}
}
