package langtest

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoLanguageDeps checks that a program that plays only English pays
// nothing for the other languages' lists: neither game package, nor the
// root package, nor package all, depends on a language package, so none
// of their data is linked unless the program imports it itself.
func TestNoLanguageDeps(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list the dependencies with")
	}
	const mod = "github.com/tilekit/tilekit"
	out, err := exec.Command(goTool, "list", "-deps", mod, mod+"/all", mod+"/gamekit", mod+"/wordle", mod+"/wordgame").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	seen := false
	for pkg := range strings.FieldsSeq(string(out)) {
		switch pkg {
		case mod + "/dictionary/es", mod + "/dictionary/fr", mod + "/dictionary/de":
			t.Errorf("%s is a dependency of the games", pkg)
		case mod + "/dictionary":
			seen = true
		}
	}
	if !seen {
		t.Errorf("the list names no package dictionary: is it the list of the games?\n%s", out)
	}
}
