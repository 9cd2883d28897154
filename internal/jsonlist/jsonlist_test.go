package jsonlist

import (
	"testing"
)

type inner struct {
	List []int `json:"list"`
}

type plain struct {
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
	v := plain{Name: "a", Scores: []int{1, 2}, Rows: [][]int{nil}}
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
