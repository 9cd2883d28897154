package wordle

import (
	"fmt"
	"slices"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/tiles"
)

// Suggestions returns the words a host may be offered ("need a word?") and
// that a solo game draws its secret from: the dictionary.Common words of
// rules.WordLength letters that pass the rules' secret check against d
// (nil means dictionary.Default; a typed nil such as
// (*dictionary.List)(nil) is refused with ErrDetached), in alphabetical
// order. When no common
// word passes (a dictionary in another language, say) and d can list its
// words, d's own words of that length that pass the check are used.
//
// In an alphabet other than English (Rules.Alphabet) the common words
// are those its language package bundles (dictionary.ForAlphabet: the
// Common list of dictionary/es, dictionary/fr or dictionary/de, when the
// program imports it), and a nil d is that package's playable list; the
// words are written in the alphabet's notation. Without the import, a
// nil d is refused with an error naming it, and the list is d's own
// words of that length that pass the check. A d that names another
// alphabet is refused with ErrBadSetup; one that names none is asked
// words of the rules' alphabet (dictionary.InAlphabet).
//
// With the default check and a bundled or *dictionary.List dictionary the
// list is computed once and cached; the result is the caller's to keep.
func Suggestions(rules Rules, d dictionary.Dictionary) ([]string, error) {
	if err := rules.Validate(); err != nil {
		return nil, err
	}
	if d != nil && dictionary.Check(d) != nil {
		return nil, fmt.Errorf("wordle: %w: the dictionary given is a nil value", ErrDetached)
	}
	d, err := rules.wordList(d)
	if err != nil {
		return nil, err
	}
	list, err := suggestions(rules, d)
	if rules.english() {
		return slices.Clone(list), err
	}
	out := make([]string, len(list))
	for i, w := range list {
		out[i] = rules.text(w)
	}
	return out, err
}

// suggestCaches[n] holds the default-check suggestion list of n-letter
// words for each dictionary, built on first use (dictionary.Cache).
var suggestCaches = func() (c [MaxWordLength + 1]*dictionary.Cache[[]string]) {
	for n := MinWordLength; n <= MaxWordLength; n++ {
		c[n] = dictionary.NewCache(func(d dictionary.Dictionary) []string {
			return buildSuggestions(Rules{WordLength: n}, d)
		})
	}
	return c
}()

// suggestions returns the shared, read-only suggestion list, as letter
// codes of d's alphabet.
func suggestions(rules Rules, d dictionary.Dictionary) ([]string, error) {
	if d == nil {
		d = dictionary.Default()
	}
	var list []string
	if rules.SecretCheck == nil && rules.WordLength >= MinWordLength && rules.WordLength <= MaxWordLength {
		list = suggestCaches[rules.WordLength].Get(d)
	} else {
		list = buildSuggestions(rules, d)
	}
	if len(list) == 0 {
		return nil, fmt.Errorf("wordle: %w: no %d-letter word passes the secret check", ErrNoSuggestions, rules.WordLength)
	}
	return list, nil
}

func buildSuggestions(rules Rules, d dictionary.Dictionary) []string {
	check := rules.SecretCheck
	if check == nil {
		check = DefaultSecretCheck
	}
	rules.Alphabet = dictionary.AlphabetOf(d)
	if rules.english() {
		rules.Alphabet = nil
	}
	var out []string
	if common := rules.commonList(); common != nil {
		for t := range common.WordsOfLength(rules.WordLength) {
			w, ok := rules.codesOf(t, rules.WordLength)
			if !ok {
				continue
			}
			if dw, ok := rules.dictWord(w); ok && check(dw, d) == nil {
				out = append(out, w)
			}
		}
	}
	if len(out) > 0 {
		return out
	}
	if words, ok := dictionary.WordsOfLength(d, rules.WordLength); ok {
		for t := range words {
			w, ok := rules.codesOf(t, rules.WordLength)
			if !ok {
				continue
			}
			if dw, ok := rules.dictWord(w); ok && check(dw, d) == nil {
				out = append(out, w)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// suggestionList is the suggestion list of s's rules and dictionary, as
// letter codes.
func (s State) suggestionList() ([]string, error) {
	d := s.Dictionary()
	if d == nil || s.customCheck && s.rules.SecretCheck == nil {
		return nil, fmt.Errorf("wordle: %w: the game's dictionary and secret check must be given back before it can suggest words", ErrDetached)
	}
	return suggestions(s.rules, d)
}

// Suggest returns up to n different words of the suggestion list (see
// Suggestions) for the current host, picked with the State's seeded
// randomness and the round number: the same State always suggests the
// same words, and asking for more words gives the same ones first. Its
// memory is bounded by n, not by the list.
func (s State) Suggest(n int) ([]string, error) {
	if s.players == 0 {
		return nil, fmt.Errorf("wordle: %w: no game was dealt", ErrGameOver)
	}
	list, err := s.suggestionList()
	if err != nil || n <= 0 {
		return nil, err
	}
	// Fork the State's generator (the State itself is not changed) and mix
	// in the round, so each round offers different words.
	_, x := s.rng.Uint64()
	r := tiles.NewRand(x ^ uint64(s.Round()+1)*0x9e3779b97f4a7c15)
	out := sample(r, list, n)
	for i, w := range out {
		out[i] = s.rules.text(w)
	}
	return out, nil
}

// sample returns min(n, len(list)) different entries of list in random
// order: the first steps of a Fisher–Yates shuffle, with the swaps kept
// in a map, so that it costs O(n) whatever the list's length.
func sample[E any](r tiles.Rand, list []E, n int) []E {
	n = min(n, len(list))
	out := make([]E, n)
	moved := make(map[int]int, n) // position -> index of the entry now there
	at := func(i int) int {
		if j, ok := moved[i]; ok {
			return j
		}
		return i
	}
	for i := range n {
		var j int
		r, j = r.IntN(len(list) - i)
		j += i
		out[i] = list[at(j)]
		moved[j] = at(i)
	}
	return out
}

// alphabetError reports a dictionary d in another alphabet than the
// rules', or none (nil) for a game in another alphabet than English.
func alphabetError(rules Rules, d dictionary.Dictionary) error {
	a := rules.alphabet()
	if d == nil {
		return fmt.Errorf("wordle: %w: a game in the %s alphabet needs a word list in it as its dictionary (for example dictionary.ReadWords(tiles.%s(), file)); the English list is not one", ErrBadSetup, a.Name(), presetFunc(a))
	}
	return fmt.Errorf("wordle: %w: the dictionary's alphabet is %s, the rules' %s: read the word list with the rules' alphabet", ErrBadSetup, dictionary.AlphabetOf(d).Name(), a.Name())
}

// presetFuncs names the tiles function that returns each preset
// alphabet.
var presetFuncs = map[*tiles.Alphabet]string{
	tiles.Spanish27(): "Spanish27",
	tiles.German():    "German",
	tiles.Spanish():   "Spanish",
	tiles.Catalan():   "Catalan",
	tiles.French():    "French",
	tiles.Polish():    "Polish",
}

// presetFunc names the tiles function that returns a: "Spanish27" for
// tiles.Spanish27(), or "LookupAlphabet" for an alphabet of the caller's.
func presetFunc(a *tiles.Alphabet) string {
	if name, ok := presetFuncs[a]; ok {
		return name
	}
	return "LookupAlphabet"
}
