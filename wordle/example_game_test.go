package wordle_test

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/wordle"
)

// A full round for three players: Ann hosts, Bob and Cy guess.
func Example_fullRound() {
	s, err := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}, Seed: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	moves := []wordle.Move{
		wordle.SetSecret(0, "solve"),
		wordle.Guess(1, "crane"),
		wordle.Guess(2, "slate"),
		wordle.Guess(1, "qxzzy"), // rejected: costs no try
		wordle.Guess(1, "slime"),
		wordle.Guess(2, "solve"),
		wordle.GiveUp(1),
	}
	for _, m := range moves {
		next, err := s.Apply(m)
		if err != nil {
			fmt.Println("rejected:", err)
			continue
		}
		s = next
		if m.Kind == wordle.KindGuess {
			v := s.View(m.Player)
			rows := v.Rounds[0].Boards[m.Player].Rows
			last := rows[len(rows)-1]
			fmt.Printf("%s: %s %s\n", s.Name(m.Player), last.Word, last.Pattern)
		}
	}
	res := s.Result()
	fmt.Println("round 1 points:", res.Rounds[0])
	fmt.Println("next host:", s.Name(s.Host()))
	// Output:
	// Bob: CRANE ....G
	// Cy: SLATE GY..G
	// rejected: wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word
	// Bob: SLIME GY..G
	// Cy: SOLVE GGGGG
	// round 1 points: [0 7 2]
	// next host: Bob
}

// Each player's View follows the rules of the box: the guesser sees their
// letters and colours, the host sees everything, the others hear only how
// many greens and yellows.
func ExampleState_View() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 3})
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	s, _ = s.Apply(wordle.Guess(1, "SLIME"))
	for p := range 3 {
		v := s.View(p)
		row := v.Rounds[0].Boards[1].Rows[0]
		fmt.Printf("player %d sees secret %q, row %q %q, %d green %d yellow\n",
			p, v.Rounds[0].Secret, row.Word, row.Pattern, row.Greens, row.Yellows)
	}
	// Output:
	// player 0 sees secret "SOLVE", row "SLIME" "GY..G", 2 green 1 yellow
	// player 1 sees secret "", row "SLIME" "GY..G", 2 green 1 yellow
	// player 2 sees secret "", row "" "", 2 green 1 yellow
}

// With one player the library hosts: it draws the secret with the seed
// (a daily puzzle passes the day number).
func ExampleNew_solo() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Seed: 20261123})
	for _, text := range []string{"crane", "dated"} {
		m, err := wordle.ParseMove(s, text) // one guesser: the player may be left out
		if err != nil {
			fmt.Println(err)
			return
		}
		s, _ = s.Apply(m)
	}
	fmt.Println(s.Over(), s.Result().Scores)
	// Output:
	// true [2]
}

func ExampleParseMove() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 2})
	m, _ := wordle.ParseMove(s, "0 solve") // the host still has to choose
	fmt.Println(m)
	s, _ = s.Apply(m)
	m, _ = wordle.ParseMove(s, "1 Crane")
	fmt.Println(m)
	_, err := wordle.ParseMove(s, "1 guess cr4ne")
	fmt.Println(errors.Is(err, wordle.ErrSyntax))
	// Output:
	// 0 secret SOLVE
	// 1 guess CRANE
	// true
}

// The default secret check refuses plurals, but not every word ending in S.
func ExampleDefaultSecretCheck() {
	for _, w := range []string{"carts", "abyss", "focus", "qzxvy"} {
		fmt.Println(w, wordle.DefaultSecretCheck(w, nil))
	}
	// Output:
	// carts plural: "CARTS" is a plural, not allowed as a secret
	// abyss <nil>
	// focus <nil>
	// qzxvy not a word: "QZXVY" is not in the dictionary
}

// A host who needs a word asks for suggestions; the same State always
// offers the same ones.
func ExampleState_Suggest() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 42})
	words, _ := s.Suggest(3)
	again, _ := s.Suggest(3)
	fmt.Println(len(words), words[0] == again[0])
	// Output:
	// 3 true
}

func ExampleState_Score() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 2})
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	s, _ = s.Apply(wordle.Guess(1, "SLIME"))
	sc, _ := s.Score(wordle.Guess(1, "SOLVE"))
	fmt.Println(sc.Total, sc.Parts)
	sc, _ = s.Score(wordle.GiveUp(1))
	fmt.Println(sc.Total, sc.Parts)
	// Output:
	// 2 [{solved in 2 tries 2}]
	// 7 [{gave up 7}]
}

// In timed mode the library never reads a clock: the caller's timer
// applies TimeUp, which crosses out the row and uses up a try.
func ExampleTimedMode() {
	s, _ := wordle.New(wordle.TimedMode(90*time.Second), wordle.Setup{Players: 2})
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	s, _ = s.Apply(wordle.TimeUp(1)) // the caller's 90-second timer fired
	s, _ = s.Apply(wordle.Guess(1, "SOLVE"))
	fmt.Println(s.Result().Rounds[0])
	// Output:
	// [0 2]
}

// A custom secret check is a function of the caller's program, so a saved
// game cannot hold it: after decoding, AttachCheck gives it back.
func ExampleState_AttachCheck() {
	noE := func(w string, d dictionary.Dictionary) error {
		if strings.Contains(w, "E") {
			return errors.New("no E in secrets at this table")
		}
		return wordle.DefaultSecretCheck(w, d)
	}
	rules := wordle.DefaultRules()
	rules.SecretCheck = noE
	s, _ := wordle.New(rules, wordle.Setup{Players: 2})
	_, err := s.Apply(wordle.SetSecret(0, "SOLVE"))
	fmt.Println(err)

	saved, _ := s.MarshalText()
	var back wordle.State
	_ = back.UnmarshalText(saved)
	_, err = back.Apply(wordle.SetSecret(0, "FJORD"))
	fmt.Println(errors.Is(err, wordle.ErrDetached))
	back = back.AttachCheck(noE)
	_, err = back.Apply(wordle.SetSecret(0, "FJORD"))
	fmt.Println(err)
	// Output:
	// wordle: Player 1: 0 secret SOLVE: "SOLVE" may not be the secret: no E in secrets at this table
	// true
	// <nil>
}

// Team mode: a team is one player with several member names.
func ExampleSetup_teams() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Teams: [][]string{{"Ann", "Al"}, {"Bo", "Bea"}}})
	fmt.Println(s.Players(), s.Name(0), s.Members(1))
	// Output:
	// 2 Ann & Al [Bo Bea]
}
