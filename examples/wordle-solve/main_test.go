package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestRun(t *testing.T) {
	answers := writeFile(t, "answers", "crane\nCRATE\n\n  grate \ngrade\ntrade\ntrace\nbrace\ngrace\n")
	guesses := writeFile(t, "guesses", "BATCH\nDIGIT\ncrane\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-first", "batch"}, "first guess BATCH\n1 guess: 0\n2 guesses: 7\n3 guesses: 1\naverage 2.1250 total 17 worst 3\n"},
		{[]string{"-first", "batch", "-exact"}, "first guess BATCH\n1 guess: 0\n2 guesses: 7\n3 guesses: 1\naverage 2.1250 total 17 worst 3\n"},
		{[]string{"-exact", "-hard"}, ""},
		{nil, ""},
	} {
		var out, errs bytes.Buffer
		args := append([]string{"-answers", answers, "-guesses", guesses}, c.args...)
		if err := run(args, &out, &errs); err != nil {
			t.Fatalf("run %v: %v", c.args, err)
		}
		if c.want != "" && out.String() != c.want {
			t.Errorf("run %v printed\n%s\nwant\n%s", c.args, out.String(), c.want)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if last := lines[len(lines)-1]; !strings.HasPrefix(last, "average ") || !strings.Contains(last, " total ") {
			t.Errorf("run %v: last line %q", c.args, last)
		}
		if want := "7 answers are not in"; !strings.Contains(errs.String(), want) || !strings.Contains(errs.String(), "CRATE GRATE") {
			t.Errorf("run %v: stderr %q does not report the added answers", c.args, errs.String())
		}
	}
}

func TestRunErrors(t *testing.T) {
	good := writeFile(t, "good", "crane\nslate\n")
	empty := writeFile(t, "empty", "\n  \n")
	bad := writeFile(t, "bad", "crane\ncr4ne\n")
	short := writeFile(t, "short", "crane\ncran\n")
	short6 := writeFile(t, "six", "cranes\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-answers", good}, "required"},
		{[]string{"-answers", empty, "-guesses", good}, "no words"},
		{[]string{"-answers", good, "-guesses", empty}, "no words"},
		{[]string{"-answers", bad, "-guesses", good}, `"cr4ne"`},
		{[]string{"-answers", short, "-guesses", good}, `short:2: "cran" has 4 letters`},
		{[]string{"-answers", good, "-guesses", bad}, `bad:2: "cr4ne" is not a word`},
		{[]string{"-answers", good, "-guesses", short6}, "wrong length"},
		{[]string{"-answers", good, "-guesses", good, "-first", "zzzzz"}, "not in the solver's lists"},
		{[]string{"-answers", filepath.Join(t.TempDir(), "missing"), "-guesses", good}, "no such file"},
		{[]string{"-answers", good, "-guesses", good, "extra"}, "unexpected arguments"},
	} {
		var out, errs bytes.Buffer
		err := run(c.args, &out, &errs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("run %v = %v, want an error with %q", c.args, err, c.want)
		}
	}
}
