package notation

import (
	"fmt"
	"strconv"
	"strings"
)

// The helpers below read the lines the games' state texts share, with
// one wording for their errors: which line, what it must hold, and the
// input quoted clipped.

// Version reads the first line, which must be exactly version.
func (l *Lines) Version(version string) error {
	if first, _ := l.Line(); first != version {
		return fmt.Errorf("first line must be %q", version)
	}
	return nil
}

// Players reads a "players N" line, N from 1 to max, and the "names"
// line after it when there is one, which split must read as N names
// (the games pass quoted.Split, which this package cannot import), each
// one CheckName accepts (the error then wraps ErrBadSetup). names is nil
// when there is no names line.
func (l *Lines) Players(max int, split func(string) ([]string, error)) (n int, names []string, err error) {
	line, err := l.Next("players")
	if err != nil {
		return 0, nil, err
	}
	if n, err = strconv.Atoi(line); err != nil || n < 1 || n > max {
		return 0, nil, fmt.Errorf("players: want 1-%d, got %s", max, Quote(line))
	}
	if !l.Peek("names") {
		return n, nil, nil
	}
	line, _ = l.Next("names")
	if names, err = split(line); err != nil {
		return 0, nil, fmt.Errorf("names: %v", err)
	}
	if len(names) != n {
		return 0, nil, fmt.Errorf("names: %d names for %d players", len(names), n)
	}
	if err := CheckNames(names); err != nil {
		return 0, nil, fmt.Errorf("names: %w", err)
	}
	return n, names, nil
}

// Uint reads a "key N" line whose N is a decimal uint64, such as a seed.
func (l *Lines) Uint(key string) (uint64, error) {
	line, err := l.Next(key)
	if err != nil {
		return 0, err
	}
	v, err := strconv.ParseUint(line, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: %s is not a number", key, Quote(line))
	}
	return v, nil
}

// Dictionary reads a "dictionary NAME" line, where NAME is a bundled
// dictionary that byName knows or "custom", a caller's own dictionary
// that no text can carry. It returns byName's dictionary, or custom
// true and the zero D.
func Dictionary[D any](l *Lines, byName func(string) (D, bool)) (d D, custom bool, err error) {
	line, err := l.Next("dictionary")
	if err != nil {
		return d, false, err
	}
	if bd, ok := byName(line); ok {
		return bd, false, nil
	}
	if line == "custom" {
		return d, true, nil
	}
	return d, false, fmt.Errorf("line %d: dictionary must be default, common or custom, not %s", l.N(), Quote(line))
}

// Each reads every line left, each of which must start with key, and
// calls f with the rest of each; an error of f is returned naming the
// line by number.
func (l *Lines) Each(key string, f func(text string) error) error {
	for !l.Done() {
		text, err := l.Next(key)
		if err != nil {
			return err
		}
		if err := f(text); err != nil {
			return fmt.Errorf("line %d: %v", l.N(), err)
		}
	}
	return nil
}

// Canonical checks that text, read as a state, is exactly again, the
// text the decoded state writes (a missing final newline aside): a state
// has one spelling, so that equal games have equal texts. The error
// names the first line that differs, quoting both forms clipped.
func Canonical(text string, again []byte) error {
	if string(again) == text || len(again) == len(text)+1 && string(again[:len(text)]) == text && again[len(text)] == '\n' {
		return nil
	}
	got, want := text, string(again)
	if !strings.HasSuffix(got, "\n") {
		got += "\n"
	}
	for n := 1; got != "" || want != ""; n++ {
		g, grest, _ := strings.Cut(got, "\n")
		w, wrest, _ := strings.Cut(want, "\n")
		if g != w {
			return fmt.Errorf("line %d: %s is not the game's own spelling (want %s)", n, Quote(g), Quote(w))
		}
		got, want = grest, wrest
	}
	return fmt.Errorf("the text is not in canonical form")
}
