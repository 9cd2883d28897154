package gametest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGoldenMatches passes on equal text and fails, naming the first line
// that differs, on other text or a missing file.
func TestGoldenMatches(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.golden")
	if err := os.WriteFile(path, []byte("one\ntwo\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	Golden(t, path, []byte("one\ntwo\n"))
	for got, want := range map[string]string{
		"one\nTWO\n": `line 2:`,
		"one\ntwo":   `2 lines, the golden file 3`,
	} {
		r := &recorder{T: t}
		Golden(r, path, []byte(got))
		if !r.failed || !strings.Contains(r.msg, want) {
			t.Errorf("Golden(%q): failed %v, %q; want a failure saying %q", got, r.failed, r.msg, want)
		}
	}
	r := &recorder{T: t}
	Golden(r, filepath.Join(t.TempDir(), "none"), nil)
	if !r.failed {
		t.Error("Golden passes with no golden file")
	}
}
