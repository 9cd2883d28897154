package jsonlist

import (
	"encoding/json"
	"testing"
)

type inner struct {
	List []int `json:"list"`
}

type record struct {
	Name   string   `json:"name"`
	Words  []string `json:"words"`
	Scores []int    `json:"scores"`
	Inner  inner    `json:"inner"`
	Rows   [][]int  `json:"rows"`
	hidden []int
}

// TestNilListsAsEmpty checks that nil slice fields come out as [], set
// ones as they are, and that nested values are left alone.
func TestNilListsAsEmpty(t *testing.T) {
	v := record{Name: "a", Scores: []int{1, 2}, Rows: [][]int{nil}}
	got, err := Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"name":"a","words":[],"scores":[1,2],"inner":{"list":null},"rows":[null]}`
	if string(got) != want {
		t.Errorf("Marshal = %s, want %s", got, want)
	}
	if v.Words != nil || v.hidden != nil {
		t.Error("Marshal changed its argument")
	}
}

// TestNotAStruct writes other values as encoding/json does.
func TestNotAStruct(t *testing.T) {
	for v, want := range map[any]string{3: "3", "x": `"x"`} {
		if got, err := Marshal(v); err != nil || string(got) != want {
			t.Errorf("Marshal(%v) = %s, %v; want %s", v, got, err, want)
		}
	}
	if got, err := Marshal([]int(nil)); err != nil || string(got) != "null" {
		t.Errorf("Marshal(nil slice) = %s, %v", got, err)
	}
}

// self marshals itself through Marshal, as the games' types do.
type self struct {
	Over    bool  `json:"over"`
	Winners []int `json:"winners,omitempty"`
	Scores  []int `json:"scores"`
	Level   level `json:"level"`
	hidden  []int
}

func (s self) MarshalJSON() ([]byte, error) { return Marshal(s) }

// level has a marshaler of its own, which Marshal keeps.
type level int

func (l level) MarshalJSON() ([]byte, error) { return []byte(`"hard"`), nil }

// TestOwnMarshaler checks that a type whose MarshalJSON calls Marshal
// is written once, not recursively, with its tags and its fields'
// marshalers, and that a pointer to it is written the same.
func TestOwnMarshaler(t *testing.T) {
	want := `{"over":true,"scores":[],"level":"hard"}`
	for _, v := range []any{self{Over: true, hidden: []int{1}}, &self{Over: true}} {
		got, err := json.Marshal(v)
		if err != nil || string(got) != want {
			t.Errorf("json.Marshal(%#v) = %s, %v; want %s", v, got, err, want)
		}
	}
}

// TestEmbedded refuses a struct with an embedded field, whose fields
// encoding/json would merge into its own.
func TestEmbedded(t *testing.T) {
	type outer struct {
		record
		Extra int
	}
	if got, err := Marshal(outer{}); err == nil {
		t.Errorf("Marshal(embedded) = %s, want an error", got)
	}
}
