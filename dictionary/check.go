package dictionary

import (
	"errors"
	"fmt"
	"reflect"
)

// ErrNil is the error [Check] wraps for a missing dictionary.
var ErrNil = errors.New("no dictionary")

// Check reports whether d can answer Contains: it returns an error
// wrapping [ErrNil] when d is nil or holds a nil pointer, map, slice,
// channel or function (a typed nil such as (*List)(nil) or a nil [Func],
// usually the result of a load whose error went unchecked), and nil
// otherwise. Games call it in New and Attach so that such a dictionary is
// refused with an error there instead of panicking later; a game whose
// Setup reads a nil Dictionary as "the bundled default" tests for nil
// before calling Check.
func Check(d Dictionary) error {
	if d == nil {
		return fmt.Errorf("dictionary: %w (nil)", ErrNil)
	}
	switch v := reflect.ValueOf(d); v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Slice, reflect.Chan, reflect.Func, reflect.Interface:
		if v.IsNil() {
			return fmt.Errorf("dictionary: %w (a nil %T)", ErrNil, d)
		}
	}
	return nil
}
