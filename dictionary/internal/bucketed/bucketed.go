// Package bucketed writes a word list in the form the dictionary package
// embeds, for the programs that rebuild the bundled lists (mkdata for
// English, mklang for the other languages): gzip of lines, line n
// holding every word of n bytes, sorted and concatenated with no
// separator, so that line n has a multiple of n bytes and is empty where
// there is no word of that length.
package bucketed

import (
	"bufio"
	"compress/gzip"
	"iter"
	"os"
	"slices"
)

// Write stores words (duplicates are kept: pass a set) in path, and
// returns the file's size.
func Write(path string, words iter.Seq[string]) (int64, error) {
	var byLen [][]string
	for w := range words {
		for len(byLen) <= len(w) {
			byLen = append(byLen, nil)
		}
		byLen[len(w)] = append(byLen[len(w)], w)
	}
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	bw := bufio.NewWriter(zw)
	for n := 1; n < len(byLen); n++ {
		slices.Sort(byLen[n])
		for _, w := range byLen[n] {
			bw.WriteString(w)
		}
		bw.WriteByte('\n')
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	if err := zw.Close(); err != nil {
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return 0, err
	}
	return st.Size(), nil
}
