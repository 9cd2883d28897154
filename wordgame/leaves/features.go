package leaves

import "strconv"

// The model's features. A leave is described by a fixed list of numbers
// (how many copies of each letter, whether a vowel-heavy or
// consonant-heavy mix, a few letter combinations that make words
// together), and its value is the sum of each feature times its weight.
// The empty leave has every feature zero, so it is worth exactly 0.

// Letters is the number of tile kinds a leave counts: 'A' to 'Z' at 0 to
// 25 and the blank ('?') at 26.
const Letters = 27

// Blank is the index of the blank in Counts.
const Blank = 26

// Counts is a leave as the number of tiles of each kind: Counts['C'-'A']
// is how many C tiles it keeps, Counts[Blank] how many blanks.
type Counts [Letters]uint8

// maxBalance bounds the vowel-minus-consonant feature on both sides.
const maxBalance = 4

// maxSize is the largest leave size with a weight of its own; larger
// leaves share it.
const maxSize = 8

// pairs is the number of pairs of two different tile kinds: each earns
// a weight when a leave holds both (ER goes well together, IU or VW
// badly), named "+ER", letters in the order A to Z then the blank.
const pairs = Letters * (Letters - 1) / 2

// combos are the longer letter groups that earn a weight of their own
// when a leave holds all of them: common word endings. UU, the same as
// U2, stays for the tables written before pairs had weights.
var combos = [...]string{"ING", "EST", "ION", "UU"}

// Feature indices.
const (
	fFirst   = 0                       // first copy of each kind
	fSecond  = fFirst + Letters        // second copy of each kind
	fMore    = fSecond + Letters       // each copy past the second
	fSize    = fMore + Letters         // one per leave size 1..maxSize
	fBalance = fSize + maxSize         // vowels minus consonants, -maxBalance..maxBalance without 0
	fQNoU    = fBalance + 2*maxBalance // a Q without a U
	fPair    = fQNoU + 1               // each pair of different kinds
	fCombo   = fPair + pairs           // each of combos
	nFeature = fCombo + len(combos)    // how many features there are
)

// featureNames are the features' names in the text form, by index.
var featureNames = func() [nFeature]string {
	var n [nFeature]string
	for i := range Letters {
		x := string(letterOf(i))
		n[fFirst+i] = x
		n[fSecond+i] = x + "2"
		n[fMore+i] = x + "3"
	}
	for i := range maxSize {
		n[fSize+i] = "size" + strconv.Itoa(i+1)
	}
	k := 0
	for d := -maxBalance; d <= maxBalance; d++ {
		if d == 0 {
			continue
		}
		n[fBalance+k] = "balance" + strconv.Itoa(d)
		k++
	}
	n[fQNoU] = "QnoU"
	for i := range Letters {
		for j := i + 1; j < Letters; j++ {
			n[pairIndex(i, j)] = "+" + string(letterOf(i)) + string(letterOf(j))
		}
	}
	for i, c := range combos {
		n[fCombo+i] = "+" + c
	}
	return n
}()

// pairIndex returns the feature index of the pair of kinds i < j.
func pairIndex(i, j int) int {
	return fPair + i*(2*Letters-i-1)/2 + j - i - 1
}

// letterOf returns the letter of kind i: 'A'–'Z' or '?'.
func letterOf(i int) byte {
	if i == Blank {
		return '?'
	}
	return byte('A' + i)
}

// isVowel reports whether kind i is one of A, E, I, O, U.
func isVowel(i int) bool {
	switch letterOf(i) {
	case 'A', 'E', 'I', 'O', 'U':
		return true
	}
	return false
}

// comboCounts holds each combo as counts, for the membership test.
var comboCounts = func() (c [len(combos)]Counts) {
	for i, s := range combos {
		for j := 0; j < len(s); j++ {
			c[i][s[j]-'A']++
		}
	}
	return c
}()

// Features calls f with the index and amount of every nonzero feature of
// leave c. The learner uses it to build its regression; Value sums the
// same features with their weights.
func features(c *Counts, f func(i int, x float64)) {
	size, vowels, consonants := 0, 0, 0
	var kinds [Letters]int8
	nk := 0
	for i, n := range c {
		if n == 0 {
			continue
		}
		for _, k := range kinds[:nk] {
			f(pairIndex(int(k), i), 1)
		}
		kinds[nk] = int8(i)
		nk++
		size += int(n)
		f(fFirst+i, 1)
		if n >= 2 {
			f(fSecond+i, 1)
		}
		if n >= 3 {
			f(fMore+i, float64(n-2))
		}
		switch {
		case i == Blank:
		case isVowel(i):
			vowels += int(n)
		default:
			consonants += int(n)
		}
	}
	if size == 0 {
		return
	}
	f(fSize+min(size, maxSize)-1, 1)
	if d := max(-maxBalance, min(maxBalance, vowels-consonants)); d < 0 {
		f(fBalance+d+maxBalance, 1)
	} else if d > 0 {
		f(fBalance+d+maxBalance-1, 1)
	}
	if c['Q'-'A'] > 0 && c['U'-'A'] == 0 {
		f(fQNoU, 1)
	}
	for i := range comboCounts {
		if holds(c, &comboCounts[i]) {
			f(fCombo+i, 1)
		}
	}
}

// holds reports whether c has at least the tiles of sub.
func holds(c, sub *Counts) bool {
	for i, n := range sub {
		if c[i] < n {
			return false
		}
	}
	return true
}
