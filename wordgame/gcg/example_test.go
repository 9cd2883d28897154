package gcg_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/tilekit/tilekit/wordgame/gcg"
)

// Read a record and list its events.
func ExampleRead() {
	record := "#player1 a Ann\r\n#player2 b Bob\r\n" +
		">a: AEINRST 8D RETAINS +66 66\r\n" +
		">b: DEHLOPS -DHP +0 0\r\n" +
		"#note keeps ELOS\r\n"
	rec, err := gcg.Read(strings.NewReader(record))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, ev := range rec.Events {
		fmt.Printf("line %d: %s by %s, %+d, note %q\n", ev.Line, ev.Kind, rec.Players[ev.Player].Name, ev.Score, ev.Note)
	}
	// Output:
	// line 3: place by Ann, +66, note ""
	// line 4: exchange by Bob, +0, note "keeps ELOS"
}

// Write a record built in memory.
func ExampleWrite() {
	rec := &gcg.Record{
		Players: []gcg.Player{{Nick: "a", Name: "Ann"}, {Nick: "b", Name: "Bob"}},
		Title:   "A short game",
		Events: []gcg.Event{
			{Kind: gcg.EventPlace, Player: 0, Rack: "AEINRST", Position: "8D", Word: "RETAINS", Score: 66, Cumulative: 66},
			{Kind: gcg.EventPass, Player: 1, Rack: "DEHLOPS", Cumulative: 0},
		},
	}
	if err := gcg.Write(os.Stdout, rec); err != nil {
		fmt.Println(err)
	}
	// Output:
	// #character-encoding UTF-8
	// #player1 a Ann
	// #player2 b Bob
	// #title A short game
	// >a: AEINRST 8D RETAINS +66 66
	// >b: DEHLOPS - +0 0
}
