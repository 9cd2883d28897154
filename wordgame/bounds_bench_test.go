package wordgame

import (
	"testing"

	"github.com/tilekit/tilekit/wordgame/internal/measure"
)

// The worst cases of the engines' bounds, for the package documentation's
// table of bot levels: a rack of 21 with 7 blanks (custom rules), which
// every search stops at MoveBudget, and Expert on an endgame against two
// blanks, which stops at its node budget. Run one at a time:
//
//	go test ./wordgame -run '^$' -bench 'Bounds' -benchtime 3x
//
// cpu-ns/op is the CPU time per operation, every thread together, which
// other programs on a shared machine do not inflate as they do ns/op.

// BenchmarkBoundsLegalMoves times LegalMovesAs refusing the rack of 15
// with 3 blanks.
func BenchmarkBoundsLegalMoves(b *testing.B) {
	s := longRack(b, "AEINRSTLODCE???", "AE", "XX")
	s.topMoves(1)
	measure.CPULoop(b, func() { s.LegalMovesAs(0) })
}
