package main

import (
	"bytes"
	"flag"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/tour.golden from this run")

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
	const golden = "testdata/tour.golden"
	if *update {
		if err := os.WriteFile(golden, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the tour differs from %s at line %d:\n got %q\nwant %q\n(run go test ./examples/tour -update to accept)", golden, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the tour has %d lines, %s %d", len(gl), golden, len(wl))
	}
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
