package solver

// localTable is the feedback table cut down to the answers of one set: every
// guess's row holds only those answers, in a column order of their own.
// A search below a set only meets subsets of it, and the short rows of the
// cut-down table stay in the CPU caches where the full rows (one byte per
// answer of the list) would not.
type localTable[C uint8 | uint16] struct {
	m     int     // the number of answers, the length of a row
	col   []int32 // col[a] is the column of answer a (answers of the set only)
	table []C     // row g is table[g*m : (g+1)*m]
}

// localMin is the smallest set for which a search builds a local table.
const localMin = 40

// setLocal makes the search scan a table cut down to set, or the full
// table when set has fewer than localMin answers. The buffers are kept
// for the next set.
func (ss *search[C]) setLocal(set []int32) {
	if len(set) < localMin {
		ss.local = nil
		return
	}
	ix := ss.ix
	lt := ss.reserveLocal(len(set))
	m := len(set)
	ng := len(ix.guesses)
	lt.m = m
	lt.table = lt.table[:m*ng]
	for j, a := range set {
		lt.col[a] = int32(j)
	}
	for g := range ng {
		row := ix.row(int32(g))
		out := lt.table[g*m : (g+1)*m]
		for j, a := range set {
			out[j] = row[a]
		}
	}
	ss.local = lt
}

// reserveLocal makes room in the search's local table for a set of m
// answers and returns it. A worker of the exact search reserves room for
// the largest part at the start, as it may meet the parts from the
// smallest up.
func (ss *search[C]) reserveLocal(m int) *localTable[C] {
	lt := ss.spare
	if lt == nil {
		lt = &localTable[C]{col: make([]int32, len(ss.ix.answers))}
		ss.spare = lt
	}
	if n := m * len(ss.ix.guesses); cap(lt.table) < n {
		lt.table = make([]C, n)
	}
	return lt
}
