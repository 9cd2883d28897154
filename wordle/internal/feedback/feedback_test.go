package feedback

import (
	"strings"
	"testing"
)

var sinkPattern Pattern

// BenchmarkCodes marks words held as letter codes, the solver's inner
// loop when it builds its tables.
func BenchmarkCodes(b *testing.B) {
	pairs := [][2]string{{"SOLVE", "SMILE"}, {"ABBEY", "KEBAB"}, {"CRANE", "EERIE"}, {"LLAMA", "HALLO"}}
	for i := 0; b.Loop(); i++ {
		p := pairs[i&3]
		sinkPattern = Codes(p[0], p[1])
	}
}

// TestCodesAgreesWithFeedback checks that the two marking entry points,
// one for ASCII words of either case and one for letter codes, mark
// English words alike.
func TestCodesAgreesWithFeedback(t *testing.T) {
	words := []string{"SOLVE", "SMILE", "ABBEY", "KEBAB", "CRANE", "EERIE", "LLAMA", "HALLO", "SPEED", "ROBOT"}
	for _, s := range words {
		for _, g := range words {
			want := Codes(s, g)
			for _, pair := range [][2]string{{s, g}, {strings.ToLower(s), g}, {s, strings.ToLower(g)}} {
				got, err := Feedback(pair[0], pair[1])
				if err != nil || got != want {
					t.Errorf("Feedback(%q, %q) = %v, %v; Codes gives %v", pair[0], pair[1], got, err, want)
				}
			}
		}
	}
}
