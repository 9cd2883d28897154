package tilekit

import (
	"os"
	"strings"
	"testing"
)

// The README's first code block is what a new user runs; CI must run the
// same test command. This test fails if either side drifts.
func TestReadmeCommands(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(readme), "```")
	if !ok {
		t.Fatal("README.md has no code block")
	}
	_, rest, _ = strings.Cut(rest, "\n") // the fence's language tag
	block, _, _ := strings.Cut(rest, "```")
	want := "go run ./examples/tour\ngo test ./...\n"
	if block != want {
		t.Errorf("README.md's first code block is %q, want %q", block, want)
	}
	ci, err := os.ReadFile(".ci/run")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(ci), "README_TEST_COMMAND='go test ./...'") {
		t.Error(".ci/run does not run the README's test command 'go test ./...'")
	}
}
