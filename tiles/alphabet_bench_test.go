package tiles

import "testing"

// BenchmarkParseWord reads one word in English (the one-byte table) and
// in Spanish (greedy matching of letters of several bytes).
func BenchmarkParseWord(b *testing.B) {
	for _, c := range []struct {
		name string
		a    *Alphabet
		word string
	}{
		{"english", English(), "QUIXOTIC"},
		{"spanish", Spanish(), "CHORRILLO"},
		{"polish", Polish(), "ŹDŹBŁO"},
	} {
		b.Run(c.name, func(b *testing.B) {
			buf := make([]byte, 0, 16)
			for b.Loop() {
				var err error
				if buf, err = c.a.AppendParse(buf[:0], c.word); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
