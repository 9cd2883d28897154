package gametest

import (
	"encoding"
	"encoding/json"
)

// JSON returns v's JSON as a string, failing t when v does not encode:
// the helper the games' tests use to compare Views and Results.
func JSON(t fataler, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%T does not encode as JSON: %v", v, err)
	}
	return string(b)
}

// Text returns v's text (its MarshalText) as a string, failing t when v
// cannot be written: the helper the games' tests use to compare States.
func Text(t fataler, v encoding.TextMarshaler) string {
	t.Helper()
	b, err := v.MarshalText()
	if err != nil {
		t.Fatalf("%T does not encode as text: %v", v, err)
	}
	return string(b)
}
