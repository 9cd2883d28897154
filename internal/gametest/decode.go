package gametest

import (
	"bytes"
	"encoding"
	"reflect"
	"testing"
)

// DecodeText is the check every fuzz target of a text decoder makes. It
// reads text into a T with T's UnmarshalText; when that fails it returns
// false and checks nothing (rejecting bad input is the decoder's right).
// When it succeeds, the value must encode, the encoding must decode, and
// encoding again must give the same bytes; for a comparable T (a Move) the
// value read back must also equal the first. It returns the decoded value
// so the caller can go on to game-specific checks.
func DecodeText[T any](t testing.TB, text []byte) (T, bool) {
	t.Helper()
	var v T
	if err := any(&v).(encoding.TextUnmarshaler).UnmarshalText(text); err != nil {
		return v, false
	}
	out, err := any(v).(encoding.TextMarshaler).MarshalText()
	if err != nil {
		t.Fatalf("%q decodes to %#v, which does not encode: %v", text, v, err)
	}
	var back T
	if err := any(&back).(encoding.TextUnmarshaler).UnmarshalText(out); err != nil {
		t.Fatalf("%q: its encoding %q does not decode: %v", text, out, err)
	}
	again, err := any(back).(encoding.TextMarshaler).MarshalText()
	if err != nil || !bytes.Equal(again, out) {
		t.Fatalf("%q: encoding is not stable:\n%s\n%s (%v)", text, out, again, err)
	}
	if reflect.TypeFor[T]().Comparable() && any(back) != any(v) {
		t.Fatalf("%q → %#v → %q → %#v", text, v, out, back)
	}
	return v, true
}
