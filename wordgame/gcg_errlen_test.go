package wordgame

import (
	"bytes"
	"strings"
	"testing"
)

// An error about a game record quotes at most a short, clipped
// piece of it, whatever the record holds: a #character-encoding value of
// a megabyte (which came back four times larger, each byte escaped), a
// nickname, a rack or an end-of-game rack line as long as a line may be.
// The test measures the error's length, not any time.
func TestGCGErrorsQuoteClipped(t *testing.T) {
	big := strings.Repeat("\xff\x01", 1<<19) // 1 MiB, every byte escaped by %q
	long := strings.Repeat("N", 1<<16)
	cases := map[string]string{
		"encoding":      "#character-encoding " + big + "\n#player1 a A\n#player2 b B\n",
		"encoding text": "#character-encoding utf-" + strings.Repeat("9", 1<<20) + "\n",
		"nick out of turn": "#player1 " + long + " Ann\n#player2 b Bob\n" +
			">" + long + ": ABCDEFG -\n>" + long + ": ABCDEFG - +0 0\n",
		"nick total":  "#player1 " + long + " Ann\n#player2 b Bob\n>" + long + ": ABCDEFG - +0 5\n",
		"rack pragma": "#player1 a Ann\n#player2 b Bob\n>a: ABCDEFG - +0 0\n#rack1 " + strings.Repeat("A", 1<<16) + "\n",
		"end rack":    "#player1 a Ann\n#player2 b Bob\n>a: ABCDEFG - +0 0\n>b: (" + strings.Repeat("Q", 1<<16) + ") +5 5\n",
		"exchange":    "#player1 a Ann\n#player2 b Bob\n>a: ABCDEFG -" + strings.Repeat("Z", 1<<16) + " +0 0\n",
		"word":        "#player1 a Ann\n#player2 b Bob\n>a: ABCDEFG 8H " + strings.Repeat("A", 1<<16) + " +0 0\n",
		"rack":        "#player1 a Ann\n#player2 b Bob\n>a: " + strings.Repeat("A", 1<<16) + " - +0 0\n",
		"score":       "#player1 a Ann\n#player2 b Bob\n>a: ABCDEFG - +" + strings.Repeat("9", 1<<16) + " 0\n",
		"rules":       "#player1 a Ann\n#player2 b Bob\n#tk.rules " + strings.Repeat("x=", 1<<16) + "\n",
	}
	for name, text := range cases {
		_, err := ReplayGCG(Rules{}, nil, bytes.NewReader([]byte(text)))
		if err == nil {
			t.Errorf("%s: replayed without an error", name)
			continue
		}
		if n := len(err.Error()); n > 300 {
			t.Errorf("%s: error of %d bytes from %d bytes of record: %.120s…", name, n, len(text), err)
		}
	}
}
