package sumoku

import (
	"math/bits"
	"slices"

	"github.com/tilekit/tilekit/tiles"
)

// SpotClaims returns every claim spot sumoku would accept among the
// face-up tiles faceUp (a tile list, "R3 O1 Y6 ...", indices from 0) for
// key: each set of four tiles, indices ascending, that can stand in one
// line (no colour twice, a total that is a multiple of key, a 6 counted
// as 6 or as 9 as suits). Claims come in ascending order. Only the
// first 64 tiles are looked at; text that is not a tile list, or a key
// below 1, gives none.
func SpotClaims(key int, faceUp string) [][4]int {
	ts, err := ParseTiles(faceUp)
	out := [][4]int{}
	if err != nil || key < 1 {
		return out
	}
	ts = ts[:min(len(ts), maxSpotTiles)]
	eachCombination(len(ts), 4, func(idx []int) bool {
		if FormsLine([]tiles.Tile{ts[idx[0]], ts[idx[1]], ts[idx[2]], ts[idx[3]]}, key, false) {
			out = append(out, [4]int{idx[0], idx[1], idx[2], idx[3]})
		}
		return true
	})
	return out
}

// maxSpotTiles bounds the face-up tiles SpotClaims looks at.
const maxSpotTiles = 64

// hasSpotClaim reports whether some size tiles of ts form a line. Only
// the distinct kinds of tile matter (a line holds each colour once), so
// it looks at each colour and number once: at most 48 kinds whatever the
// length of ts.
func hasSpotClaim(ts []tiles.Tile, key, size int, solo bool) bool {
	var buf [len(Colours) * MaxNumber]tiles.Tile
	kinds := buf[:0]
	for _, t := range ts {
		if !slices.Contains(kinds, t) {
			kinds = append(kinds, t)
		}
	}
	if solo {
		return hasSoloSpotLine(kinds, key, size)
	}
	return hasSpotLine(kinds, key, size)
}

// hasSpotLine reports whether size of the distinct tile kinds, each of
// its own colour, total a multiple of key (a 6 may count as 9).
func hasSpotLine(kinds []tiles.Tile, key, size int) bool {
	// reach[k*key+r]: k colours chosen so far can total r modulo key.
	// A key is at most four rolls of a die face; a larger one gets a
	// table of its own.
	var table [(MaxLine + 1) * 4 * MaxKey]bool
	var reach []bool
	if n := (size + 1) * key; n > len(table) {
		reach = make([]bool, n)
	} else {
		reach = table[:n]
	}
	reach[0] = true
	for _, c := range Colours {
		var rbuf [2 * MaxNumber]int
		res := rbuf[:0]
		for _, t := range kinds {
			if t.Symbol == c {
				res = append(res, int(t.Number)%key)
				if t.Number == 6 {
					res = append(res, 9%key)
				}
			}
		}
		for k := size - 1; k >= 0; k-- {
			for r := range key {
				if !reach[k*key+r] {
					continue
				}
				for _, x := range res {
					reach[(k+1)*key+(r+x)%key] = true
				}
			}
		}
	}
	return reach[size*key]
}

// hasSoloSpotLine is hasSpotLine for solo rules, where the numbers of a
// line differ too.
func hasSoloSpotLine(kinds []tiles.Tile, key, size int) bool {
	// The numbers of a line differ, so the set of numbers chosen
	// (6 and 9 apart) tells both how many tiles and their total; reach
	// holds every set some choice of one tile per colour so far can make.
	var reach [1 << 10]bool
	reach[0] = true
	for _, c := range Colours {
		var vals uint16
		for _, t := range kinds {
			if t.Symbol == c {
				vals |= 1 << t.Number
				if t.Number == 6 {
					vals |= 1 << 9
				}
			}
		}
		next := reach
		for set, ok := range reach {
			if !ok || bits.OnesCount16(uint16(set)) >= size {
				continue
			}
			for v := 1; v <= 9; v++ {
				if vals&(1<<v) != 0 && set&(1<<v) == 0 {
					next[set|1<<v] = true
				}
			}
		}
		reach = next
	}
	for set, ok := range reach {
		if !ok || bits.OnesCount16(uint16(set)) != size {
			continue
		}
		sum := 0
		for v := 1; v <= 9; v++ {
			if set&(1<<v) != 0 {
				sum += v
			}
		}
		if sum%key == 0 {
			return true
		}
	}
	return false
}

// eachCombination calls f with every k-subset of 0..n-1 in ascending
// lexicographic order, until f returns false.
func eachCombination(n, k int, f func([]int) bool) {
	if k > n || k <= 0 {
		return
	}
	idx := make([]int, k)
	for i := range idx {
		idx[i] = i
	}
	for {
		if !f(idx) {
			return
		}
		i := k - 1
		for i >= 0 && idx[i] == n-k+i {
			i--
		}
		if i < 0 {
			return
		}
		idx[i]++
		for j := i + 1; j < k; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// FormsLine reports whether ts can form one line for key: at most six
// tiles, colours distinct (with solo, numbers too), and some choice of 6
// or 9 for each 6 giving a total that is a multiple of key.
func FormsLine(ts []tiles.Tile, key int, solo bool) bool {
	if len(ts) > MaxLine || key < 1 {
		return false
	}
	var colours uint8
	sum, sixes := 0, 0
	for _, t := range ts {
		c := colourIndex(t.Symbol)
		if c < 0 || colours&(1<<c) != 0 {
			return false
		}
		colours |= 1 << c
		sum += int(t.Number)
		if t.Number == 6 {
			sixes++
		}
	}
	for nines := 0; nines <= sixes; nines++ {
		if (sum+3*nines)%key != 0 {
			continue
		}
		if !solo {
			return true
		}
		// Numbers distinct: the 6s split into 6s and 9s, and no other
		// number may repeat, nor a 6 or 9 appear twice.
		var seen [10]int
		for _, t := range ts {
			if t.Number != 6 {
				seen[t.Number]++
			}
		}
		seen[6] += sixes - nines
		seen[9] += nines
		ok := true
		for _, c := range seen {
			ok = ok && c <= 1
		}
		if ok {
			return true
		}
	}
	return false
}
