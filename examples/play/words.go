package main

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// readList reads the word list of -words into d.dict, in the alphabet of
// the preset o names, and says on errOut how many words it skipped.
func (d *driver) readList(o options, errOut io.Writer) error {
	if o.words == "" {
		return nil
	}
	a, err := d.Alphabet(o.rules)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(o.words)
	if err != nil {
		return err
	}
	list, skipped, err := readWords(a, data)
	if err != nil {
		return fmt.Errorf("%s: %v", o.words, err)
	}
	if skipped > 0 {
		fmt.Fprintf(errOut, "play: skipped %d words of %s that the %s alphabet cannot spell\n", skipped, o.words, a.Name())
	}
	if n := list.Len(); n == 0 {
		return fmt.Errorf("%s holds no %s words", o.words, a.Name())
	}
	d.dict = list
	return nil
}

// readWords reads a word list in alphabet a, one word a line, with
// dictionary.ReadWords, after dropping the words a cannot spell; it
// returns how many it dropped.
func readWords(a *tiles.Alphabet, data []byte) (*dictionary.List, int, error) {
	var kept bytes.Buffer
	skipped := 0
	for line := range bytes.Lines(data) {
		w := bytes.TrimSpace(line)
		if len(w) == 0 || w[0] == '#' {
			continue
		}
		if codes, err := a.ParseWord(string(w)); err != nil || !a.Canonical(codes) {
			skipped++ // not in the alphabet, or letters that would not read back ([C]H)
			continue
		}
		kept.Write(w)
		kept.WriteByte('\n')
	}
	list, err := dictionary.ReadWords(a, &kept)
	return list, skipped, err
}
