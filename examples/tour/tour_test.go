package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/tilekit/tilekit/internal/gametest"
)

// The default tour is the same on every run and every machine: the
// golden file pins it, so a change in any game's play shows up here.
// Run with -update to accept a change on purpose.
func TestGolden(t *testing.T) {
	if testing.Short() {
		t.Skip("the whole tour takes a few seconds")
	}
	var out, errOut bytes.Buffer
	if code := run(nil, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	gametest.Golden(t, "testdata/tour.golden", out.Bytes())
}

func TestFlags(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := run([]string{"-game", "quaddoku", "-quiet"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	got := out.String()
	if !strings.HasPrefix(got, "== Quad*doku") || strings.Contains(got, "== Wordle") || !strings.Contains(got, "winner: ") {
		t.Errorf("-game quaddoku -quiet printed:\n%s", got)
	}
	if strings.Contains(got, "02=") {
		t.Errorf("-quiet printed moves:\n%s", got)
	}

	// Another seed deals other games.
	var a, b bytes.Buffer
	run([]string{"-game", "tiles"}, &a, &errOut)
	run([]string{"-game", "tiles", "-seed", "5"}, &b, &errOut)
	if a.String() == b.String() {
		t.Errorf("-seed 5 drew the same tiles as the default:\n%s", a.String())
	}

	for _, args := range [][]string{{"-game", "chess"}, {"extra"}, {"-seed", "x"}} {
		out.Reset()
		errOut.Reset()
		if code := run(args, &out, &errOut); code == 0 {
			t.Errorf("%v: exit 0, want an error", args)
		}
	}
}
