package gcg

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"
)

// spanishRecord is a short record as the reference engines write a
// Spanish game: digraph tiles in brackets, a blank CH in lower case, Ñ
// as itself, and the distribution named.
const spanishRecord = "#character-encoding UTF-8\n" +
	"#player1 ana Ana\n" +
	"#player2 luis Luis\n" +
	"#lexicon FISE2\n" +
	"#tile-distribution spanish\n" +
	">ana: A[CH]O[LL]E?Ñ 8D [ch]A[LL]E +14 14\n" +
	">luis: [RR]AÑOSTU H8 (E)[RR]A +6 6\n" +
	">ana: OÑ?A -[LL]Ñ? +0 14\n" +
	">luis: TUÑ E7 Ñ(A) +9 15\n" +
	"#rack1 A[CH]O\n"

// TestReadDigraphTiles reads a Spanish record: its tiles keep their
// brackets and blanks, racks are upper case, and an exchange counts
// tiles, not bytes.
func TestReadDigraphTiles(t *testing.T) {
	rec, err := Read(strings.NewReader(spanishRecord))
	if err != nil {
		t.Fatal(err)
	}
	ev := rec.Events
	if ev[0].Rack != "A[CH]O[LL]E?Ñ" || ev[0].Word != "[ch]A[LL]E" {
		t.Errorf("event 1: rack %q word %q", ev[0].Rack, ev[0].Word)
	}
	if ev[1].Word != "E[RR]A" || ev[1].Position != "H8" {
		t.Errorf("event 2: %q %q", ev[1].Position, ev[1].Word)
	}
	if ev[2].Kind != EventExchange || ev[2].Exchanged != "[LL]Ñ?" || ev[2].Count != 3 {
		t.Errorf("exchange: %+v", ev[2])
	}
	if len(rec.Pragmas) != 1 || rec.Pragmas[0] != (Pragma{Name: TileDistributionPragma, Value: "spanish"}) || rec.Lexicon != "FISE2" {
		t.Errorf("pragmas %v lexicon %q", rec.Pragmas, rec.Lexicon)
	}
	// Writing gives the record back, tiles on the board written as
	// tiles without their parentheses.
	want := strings.NewReplacer("(", "", ")", "").Replace(spanishRecord)
	out, err := rec.MarshalText()
	if err != nil || string(out) != want {
		t.Errorf("written back (%v):\n%s\nwant\n%s", err, out, want)
	}
}

// TestRackCase checks that racks read in lower case are kept in upper
// case, brackets, marks and all, so that the record writes.
func TestRackCase(t *testing.T) {
	tests := map[string]string{
		"a[ch]e?":   "A[CH]E?",
		"ñ[ll]":     "Ñ[LL]",
		"n\u0303a":  "N\u0303A", // Ñ written in NFD keeps its mark
		"[l·l]ç":    "[L·L]Ç",
		"l·lA":      "L·LA",
		"łóźż":      "ŁÓŹŻ",
		"äöü":       "ÄÖÜ",
		"[ny][qu]?": "[NY][QU]?",
	}
	for in, want := range tests {
		text := "#player1 a A\n#player2 b B\n>a: " + in + " - +0 0\n"
		rec, err := Read(strings.NewReader(text))
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := rec.Events[0].Rack; got != want {
			t.Errorf("%q read as %q, want %q", in, got, want)
		}
		if _, err := rec.MarshalText(); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// TestTileCounts checks nextTile's reading of single tiles.
func TestTileCounts(t *testing.T) {
	tests := []struct {
		s     string
		count int // -1: not tiles
	}{
		{"ABC", 3}, {"[CH]", 1}, {"[C]H", 2}, {"[ch]e", 2}, {"Ñ", 1}, {"N\u0303", 1},
		{"L·L", 1}, {"[L·L]", 1}, {"L·", -1}, {"[ABCD]", 1}, {"[ABCDE]", -1},
		{"[]", -1}, {"[CH", -1}, {"[·L]", -1}, {"[\u0303]", -1}, {"1", -1}, {"·", -1},
		{"\u0303A", -1}, {"A?", 2}, {"[?]", -1}, {"[C]]", -1}, {"[[C]]", -1},
	}
	for _, tt := range tests {
		got, err := scanTiles(tt.s, true)
		if tt.count < 0 {
			if err == nil {
				t.Errorf("%q read as %d tiles, want an error", tt.s, got)
			}
			continue
		}
		if err != nil || got != tt.count {
			t.Errorf("%q: %d tiles, %v; want %d", tt.s, got, err, tt.count)
		}
	}
}

// TestReadDigraphErrors: malformed tiles are refused cleanly, naming the
// line, and a non-ASCII character is named as itself.
func TestReadDigraphErrors(t *testing.T) {
	head := "#player1 a A\n#player2 b B\n"
	bad := []struct{ line, want string }{
		{">a: [CHXYZ]ABCD 8H AB +4 4", "line 3"},
		{">a: AB 8H [CH +4 4", "bracket"},
		{">a: AB 8H []A +4 4", "bracket"},
		{">a: AB 8H A€ +4 4", "'€'"},
		{">a: A[CH] 8H A?B +4 4", "'?'"},
		{">a: AB -[CH +0 0", "exchange"},
		{">a: AB 8H " + strings.Repeat("[CH]", 22) + " +4 4", "22 letters"},
	}
	for _, tt := range bad {
		_, err := Read(strings.NewReader(head + tt.line + "\n"))
		if err == nil || !errors.Is(err, ErrSyntax) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: %v, want ErrSyntax mentioning %q", tt.line, err, tt.want)
		}
	}
}

// spanishTiles is the Spanish set's letters as a record writes them.
var spanishTiles = strings.Fields("A B C [CH] D E F G H I J L [LL] M N Ñ O P Q R [RR] S T U V X Y Z")

// TestDigraphRoundTrip: records of random Spanish events, written and
// read back, are the records built.
func TestDigraphRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		tile := rapid.SampledFrom(spanishTiles)
		word := func(label string, blanks bool) string {
			n := rapid.IntRange(1, 15).Draw(t, label+"len")
			var b strings.Builder
			for i := range n {
				x := tile.Draw(t, label)
				if blanks && rapid.IntRange(0, 9).Draw(t, label+"blank"+string(rune('a'+i))) == 0 {
					x = strings.ToLower(x)
				}
				b.WriteString(x)
			}
			return b.String()
		}
		rack := func(label string) (string, int) {
			n := rapid.IntRange(1, 7).Draw(t, label+"len")
			var b strings.Builder
			for range n {
				if rapid.IntRange(0, 7).Draw(t, label+"blank") == 0 {
					b.WriteByte('?')
				} else {
					b.WriteString(tile.Draw(t, label))
				}
			}
			return b.String(), n
		}
		rec := &Record{Players: []Player{{Nick: "ana", Name: "Ana"}, {Nick: "luis", Name: "Luis"}}}
		total := [2]int{}
		for i := range rapid.IntRange(1, 12).Draw(t, "events") {
			p := i % 2
			r, _ := rack("rack")
			ev := Event{Player: p, Rack: r}
			switch rapid.IntRange(0, 2).Draw(t, "kind") {
			case 0:
				ev.Kind, ev.Position, ev.Word = EventPlace, "8H", word("word", true)
				ev.Score = rapid.IntRange(0, 200).Draw(t, "score")
			case 1:
				ev.Kind = EventExchange
				ev.Exchanged, ev.Count = rack("exchange")
			default:
				ev.Kind = EventEndRack
				ev.EndRack, _ = rack("end")
			}
			total[p] += ev.Score
			ev.Cumulative = total[p]
			rec.Events = append(rec.Events, ev)
		}
		text, err := rec.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		back, err := Read(bytes.NewReader(text))
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if got := gcgStripLines(back); !equalRecords(got, rec) {
			t.Fatalf("read back\n%+v\nwant\n%+v", got.Events, rec.Events)
		}
		if !utf8.Valid(text) {
			t.Fatalf("not UTF-8: %q", text)
		}
	})
}

func equalRecords(a, b *Record) bool {
	if len(a.Events) != len(b.Events) || len(a.Players) != len(b.Players) {
		return false
	}
	for i := range a.Events {
		if a.Events[i] != b.Events[i] {
			return false
		}
	}
	return true
}
