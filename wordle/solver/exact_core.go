package solver

import "slices"

// This file keeps the cores of minLost: for a set shown to lose m answers
// at least, a subset of it that loses m on its own. A tree for a set is a
// tree for any subset (answers leave it, none join), so a set holding a
// core loses as many, with the same guesses allowed and as many tries or
// fewer. In hard mode the proofs that sets must lose answers keep meeting
// the same few words (a cluster such as BARED, CARED, DARED, …, that hard
// mode cannot tell apart quickly) inside ever different sets, and a core
// tells at once what a search would take long to prove again.
//
// A core comes from the search that proves its set loses m. With two tries
// left a guess loses one answer for each answer whose pattern repeats an
// earlier one's: those answers and the first of each pattern, m of them
// for every guess, make the core. With more tries, the parts of every
// guess lose m between them, each with a try fewer; the cores of those
// parts, for every guess, make the core, as the guess splits it so that
// each of those cores lies in a part of its own.

// lostCore is a core: answers, sorted, that lose lost at least.
type lostCore struct {
	ans  []int32
	lost int32
	sig  uint64 // setSig of ans
}

// setSig is a 64-bit signature of a set of answers, one bit for each: a
// set holds another only if its signature holds the other's.
func setSig(set []int32) uint64 {
	var s uint64
	for _, a := range set {
		s |= 1 << (uint32(a) * 0x9E3779B9 >> 26)
	}
	return s
}

// coreCap is the most cores kept for one list of guesses and number of
// tries. A look costs about a nanosecond a core (the signatures rule out
// nearly all of them), the search a core saves a hundred microseconds or
// more, so the cap is there only to bound the memory.
const coreCap = 1 << 14

// coreSpan is how many more tries than a set has left a core found
// with them is looked for: a core that loses an answer with r tries
// loses one with fewer.
const coreSpan = 3

// coreKey keys the cores found with allowed (by its hash) and r tries.
func coreKey(allowedHash uint64, r int) uint64 {
	return mix(allowedHash ^ mix(uint64(r)|1<<62))
}

// coreIn returns a core found with the allowed guesses and r to
// r+coreSpan tries that set holds and that loses limit at least.
func (ss *search[C]) coreIn(set []int32, allowedHash uint64, r int, limit int32) (lostCore, bool) {
	sig := setSig(set)
	marked := false
	inset := ss.inset
	defer func() {
		if marked {
			for _, a := range set {
				inset[a>>6] = 0
			}
		}
	}()
	for t := r; t <= r+coreSpan; t++ {
	next:
		for _, core := range ss.coreLists[coreKey(allowedHash, t)] {
			if core.sig&^sig != 0 || core.lost < limit || len(core.ans) > len(set) {
				continue
			}
			if !marked {
				for _, a := range set {
					inset[a>>6] |= 1 << (a & 63)
				}
				marked = true
			}
			for _, a := range core.ans {
				if inset[a>>6]&(1<<(a&63)) == 0 {
					continue next
				}
			}
			return core, true
		}
	}
	return lostCore{}, false
}

// addCore records core as the core of the set under key (minLost's),
// found with the allowed guesses (by list and hash) and r tries.
func (ss *search[C]) addCore(key uint64, allowed []int32, allowedHash uint64, r int, core lostCore) {
	if ss.onCore != nil {
		ss.onCore(core, allowed, allowedHash, r)
	}
	ss.cores[key] = core
	ck := coreKey(allowedHash, r)
	list := ss.coreLists[ck]
	if len(list) < coreCap {
		ss.coreLists[ck] = append(list, core)
	}
}

// coreUnion gathers a core: answers added once each, marked by a stamp.
type coreUnion struct {
	mark []uint32 // by answer
	gen  uint32
	ans  []int32
	ok   bool // false once a part's core was not known
}

// reset starts an empty union over answers of n.
func (u *coreUnion) reset(n int) {
	if len(u.mark) < n {
		u.mark = make([]uint32, n)
	}
	u.gen++
	if u.gen == 0 {
		clear(u.mark)
		u.gen = 1
	}
	u.ans, u.ok = u.ans[:0], true
}

// add puts the answers of core in the union.
func (u *coreUnion) add(core ...int32) {
	for _, a := range core {
		if u.mark[a] != u.gen {
			u.mark[a] = u.gen
			u.ans = append(u.ans, a)
		}
	}
}

// core returns the union, in a slice of its own, as a core losing lost.
func (u *coreUnion) core(lost int32) lostCore {
	c := slices.Clone(u.ans)
	slices.Sort(c)
	return lostCore{c, lost, setSig(c)}
}
