// Command tour plays a short demonstration of every tilekit package, with
// bots making every move, so that a new user can see the SDK at work with
// one command:
//
//	go run ./examples/tour
//
// Each game adds its own section in a file of this directory, registered
// with an init function; sections run in the order of their keys.
package main

import (
	"cmp"
	"fmt"
	"io"
	"os"
	"slices"
)

// A section is one part of the tour.
type section struct {
	key   string // sort key: "00-tiles", "10-wordle", ...
	title string
	run   func(w io.Writer) error
}

var sections []section

func register(key, title string, run func(io.Writer) error) {
	sections = append(sections, section{key, title, run})
}

func main() {
	if err := tour(os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "tour:", err)
		os.Exit(1)
	}
}

func tour(w io.Writer) error {
	slices.SortFunc(sections, func(a, b section) int { return cmp.Compare(a.key, b.key) })
	for _, s := range sections {
		fmt.Fprintf(w, "== %s ==\n", s.title)
		if err := s.run(w); err != nil {
			return fmt.Errorf("%s: %w", s.title, err)
		}
		fmt.Fprintln(w)
	}
	return nil
}
