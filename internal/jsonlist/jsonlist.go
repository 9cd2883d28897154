// Package jsonlist writes JSON whose lists are [] where a slice is nil:
// the rule every tilekit type that encodes as JSON keeps ("lists as [],
// never null"), in one place instead of a MarshalJSON body per type.
package jsonlist

import (
	"encoding/json"
	"reflect"
)

// Marshal returns the JSON of v with every nil slice among its exported
// fields written as [] rather than null. v is a struct value of a type
// without a MarshalJSON method of its own, such as a plain copy of the
// caller's type:
//
//	func (h Hint) MarshalJSON() ([]byte, error) {
//		type plain Hint
//		return jsonlist.Marshal(plain(h))
//	}
//
// Only v's own fields are changed, on a copy; slices inside them are
// written as they are. A v that is not a struct is written as
// json.Marshal writes it.
func Marshal(v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Struct {
		return json.Marshal(v)
	}
	cp := reflect.New(rv.Type()).Elem()
	cp.Set(rv)
	for i := range cp.NumField() {
		if f := cp.Field(i); f.Kind() == reflect.Slice && f.IsNil() && f.CanSet() {
			f.Set(reflect.MakeSlice(f.Type(), 0, 0))
		}
	}
	return json.Marshal(cp.Interface())
}
