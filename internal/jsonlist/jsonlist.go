// Package jsonlist writes JSON whose lists are [] where a slice is nil:
// the rule every tilekit type that encodes as JSON keeps ("lists as [],
// never null"), in one place instead of a MarshalJSON body per type.
package jsonlist

import (
	"encoding/json"
	"errors"
	"reflect"
	"sync"
)

// Marshal returns the JSON of v with every nil slice among its exported
// fields written as [] rather than null. v is a struct value, usually the
// receiver of the MarshalJSON method that calls Marshal:
//
//	func (h Hint) MarshalJSON() ([]byte, error) { return jsonlist.Marshal(h) }
//
// Marshal writes v's exported fields as encoding/json would write them
// (names, tags and the fields' own marshalers kept), but never calls v's
// own MarshalJSON, so that call does not recurse. A v with an embedded
// field and a MarshalJSON method of its own gets an error (encoding/json
// would merge the embedded fields, which Marshal does not). Only v's own
// fields are changed, on a copy; slices inside them are written as they
// are. A v that is not a struct is written as json.Marshal writes it.
func Marshal(v any) ([]byte, error) {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Struct {
		return json.Marshal(v)
	}
	p, err := plainOf(rv.Type())
	if err != nil {
		return nil, err
	}
	cp := reflect.New(p.typ).Elem()
	for i, j := range p.fields {
		f := rv.Field(j)
		if f.Kind() == reflect.Slice && f.IsNil() {
			f = reflect.MakeSlice(f.Type(), 0, 0)
		}
		cp.Field(i).Set(f)
	}
	return json.Marshal(cp.Interface())
}

// A plain is the struct type Marshal writes for a type: its exported
// fields, names and tags, without its methods.
type plain struct {
	typ    reflect.Type
	fields []int // the field of the original type behind each field of typ
}

// plains holds the plain of every type Marshal has written.
var plains sync.Map // reflect.Type → plain

var errEmbedded = errors.New("jsonlist: a type with MarshalJSON and an embedded field")

// plainOf returns t's plain, or errEmbedded.
func plainOf(t reflect.Type) (plain, error) {
	if p, ok := plains.Load(t); ok {
		return p.(plain), nil
	}
	var p plain
	var fs []reflect.StructField
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Anonymous {
			return plain{}, errEmbedded
		}
		if f.IsExported() {
			fs = append(fs, reflect.StructField{Name: f.Name, Type: f.Type, Tag: f.Tag})
			p.fields = append(p.fields, i)
		}
	}
	p.typ = reflect.StructOf(fs)
	plains.Store(t, p)
	return p, nil
}
