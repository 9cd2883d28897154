package quoted

import (
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

func TestRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		list := rapid.SliceOf(rapid.String()).Draw(t, "list")
		got, err := Split(Join(list))
		if err != nil || !slices.Equal(got, list) {
			t.Fatalf("Split(Join(%q)) = %q, %v", list, got, err)
		}
	})
}

func TestSplit(t *testing.T) {
	got, err := Split(`  "a b"   "c\"d" `)
	if err != nil || !slices.Equal(got, []string{"a b", `c"d`}) {
		t.Errorf("Split = %q, %v", got, err)
	}
	for _, bad := range []string{`"a"x`, `a`, `"unterminated`, `"a""b"`} {
		if _, err := Split(bad); err == nil {
			t.Errorf("Split(%q) succeeded", bad)
		}
	}
	if got, err := Split(""); err != nil || got == nil || len(got) != 0 {
		t.Errorf("Split(\"\") = %#v, %v", got, err)
	}
}

// Errors stay short whatever the input, and name characters as
// characters.
func TestSplitErrors(t *testing.T) {
	big := strings.Repeat("x", 1<<20)
	for in, want := range map[string]string{
		`"Ann" Ćwik`:         `want a quoted string, found 'Ć' in "Ćwik"`,
		`"Ann"ı`:             `want a space after "\"Ann\"", found 'ı'`,
		`"` + big:            `"\"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" is not a complete quoted string`,
		big:                  `want a quoted string, found 'x' in "xxxx`,
		`"a" "` + big + `"x`: `want a space after "\"xxxxxxxx`,
	} {
		_, err := Split(in)
		if err == nil || !strings.Contains(err.Error(), want) || len(err.Error()) > 200 {
			t.Errorf("Split(%.30q) = %.300v, want a short error saying %s", in, err, want)
		}
	}
}

func FuzzSplit(f *testing.F) {
	f.Add(`"Ann" "Bob"`)
	f.Add(`"\xff" ""`)
	f.Add(`"Ann" Ćwik`)
	f.Add(`"Ann"ı`)
	f.Add(`"unterminated`)
	f.Fuzz(func(t *testing.T, s string) {
		list, err := Split(s)
		if err != nil {
			if len(err.Error()) > 512 {
				t.Fatalf("input of %d bytes gave an error of %d", len(s), len(err.Error()))
			}
			return
		}
		again, err := Split(Join(list))
		if err != nil || !slices.Equal(again, list) {
			t.Fatalf("%q: re-split gave %q, %v", s, again, err)
		}
	})
}

// An error quotes a short, clipped piece of a long line.
func TestSplitErrorClipped(t *testing.T) {
	for _, line := range []string{
		strings.Repeat("x", 1<<20),
		`"` + strings.Repeat("x", 1<<20) + `"y`,
	} {
		if _, err := Split(line); err == nil || len(err.Error()) > 200 {
			t.Errorf("Split of %d bytes: error of %d bytes", len(line), len(err.Error()))
		}
	}
}
