package dictionary

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

type mapDict map[string]bool

func (m mapDict) Contains(w string) bool { return m[w] }

func TestCheck(t *testing.T) {
	l, _ := FromSlice([]string{"cat"})
	var nilList *List
	var nilFunc Func
	var nilMap mapDict
	for _, c := range []struct {
		name string
		d    Dictionary
		want string // "" for accepted
	}{
		{"nil", nil, "no dictionary (nil)"},
		{"nil *List", nilList, "no dictionary (a nil *dictionary.List)"},
		{"nil Func", nilFunc, "no dictionary (a nil dictionary.Func)"},
		{"nil map", nilMap, "no dictionary (a nil dictionary.mapDict)"},
		{"list", l, ""},
		{"empty List", &List{}, ""},
		{"func", Func(func(string) bool { return true }), ""},
		{"map", mapDict{}, ""},
		{"bundled", Default(), ""},
	} {
		err := Check(c.d)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("Check(%s) = %v, want nil", c.name, err)
		case c.want != "" && (err == nil || !errors.Is(err, ErrNil) || !strings.Contains(err.Error(), c.want)):
			t.Errorf("Check(%s) = %v, want an ErrNil saying %q", c.name, err, c.want)
		}
	}
}

// A typed nil *List is an empty list to every function of the package:
// nothing panics.
func TestNilList(t *testing.T) {
	var l *List
	if l.Len() != 0 || l.Contains("CAT") || l.HasPrefix("") || l.HasPrefix("C") {
		t.Error("a nil *List is not empty")
	}
	if got := slices.Collect(l.Words()); len(got) != 0 {
		t.Errorf("Words() = %v", got)
	}
	if got := slices.Collect(l.WordsOfLength(3)); len(got) != 0 {
		t.Errorf("WordsOfLength(3) = %v", got)
	}
	var d Dictionary = l
	if seq, ok := WordsOfLength(d, 3); !ok || len(slices.Collect(seq)) != 0 {
		t.Error("WordsOfLength(nil *List, 3) is not empty")
	}
	if seq, ok := Words(d); !ok || len(slices.Collect(seq)) != 0 {
		t.Error("Words(nil *List) is not empty")
	}
	if Name(d) != "" {
		t.Errorf("Name(nil *List) = %q", Name(d))
	}
	built := false
	c := NewCache(func(Dictionary) int { built = true; return 1 })
	if c.Get(d) != 0 || c.Get(Func(nil)) != 0 || built {
		t.Error("Cache.Get built a value for a typed nil dictionary")
	}
}
