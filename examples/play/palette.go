package main

// A palette colours text with ANSI escapes, or leaves it plain.
type palette struct{ on bool }

func newPalette(on bool) palette { return palette{on} }

func (p palette) wrap(code, s string) string {
	if !p.on {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

func (p palette) bold(s string) string   { return p.wrap("1", s) }
func (p palette) red(s string) string    { return p.wrap("31", s) }
func (p palette) green(s string) string  { return p.wrap("30;42", s) }
func (p palette) yellow(s string) string { return p.wrap("30;43", s) }
func (p palette) grey(s string) string   { return p.wrap("37;100", s) }
func (p palette) dim(s string) string    { return p.wrap("2", s) }
