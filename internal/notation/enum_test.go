package notation

import (
	"errors"
	"strings"
	"testing"
)

type colour uint8

var colours = Enum[colour]{Pkg: "paint", Kind: "colour", Names: []string{"red", "blue"}, Err: errors.New("bad colour")}

// TestEnumRoundTrip writes every named value and reads it back.
func TestEnumRoundTrip(t *testing.T) {
	for c := range colour(2) {
		b, err := colours.Marshal(c)
		if err != nil || string(b) != colours.Name(c) {
			t.Fatalf("Marshal(%d) = %q, %v", c, b, err)
		}
		var back colour
		if err := colours.Unmarshal(b, &back); err != nil || back != c {
			t.Fatalf("Unmarshal(%q) = %d, %v", b, back, err)
		}
	}
}

// TestEnumRefuses checks the errors for an unnamed value and an unknown
// name, with and without a sentinel.
func TestEnumRefuses(t *testing.T) {
	if _, err := colours.Marshal(7); !errors.Is(err, colours.Err) || err.Error() != "paint: bad colour: colour 7 does not exist" {
		t.Errorf("Marshal(7) = %v", err)
	}
	c := colour(1)
	err := colours.Unmarshal([]byte(strings.Repeat("x", 500)), &c)
	if !errors.Is(err, colours.Err) || c != 1 || len(err.Error()) > 200 || !strings.Contains(err.Error(), "(want red, blue)") {
		t.Errorf("Unmarshal of a long unknown name = %d, %v", c, err)
	}
	plain := Enum[int]{Pkg: "p", Kind: "k", Names: []string{"a"}}
	if _, err := plain.Marshal(-1); err == nil || err.Error() != "p: k -1 does not exist" {
		t.Errorf("Marshal(-1) = %v", err)
	}
	if plain.Name(3) != "k(3)" {
		t.Errorf("Name(3) = %q", plain.Name(3))
	}
}
