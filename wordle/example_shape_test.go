package wordle_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/wordle"
)

// wordle.State has the shape every tilekit game shares, so generic code
// (tilekit.Wrap, a bot loop written once) drives it.
var _ tilekit.State[wordle.State, wordle.Move, wordle.View] = wordle.State{}

// The README's first Wordle snippet, kept here so that it compiles and
// prints what it says.
func Example_readme() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob"}, Seed: 1})
	s, _ = s.Apply(wordle.SetSecret(0, "solve")) // Ann hosts round 1
	s, _ = s.Apply(wordle.Guess(1, "slime"))
	if _, err := s.Apply(wordle.Guess(1, "qxzzy")); err != nil {
		fmt.Println(err) // no try lost
	}
	row := s.View(1).Rounds[0].Boards[1].Rows[0]
	fmt.Println(row.Word, row.Pattern) // Bob sees his own colours

	p, _ := wordle.Feedback("SOLVE", "SMILE")
	fmt.Println(p, p.Emoji())
	// Output:
	// wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word
	// SLIME GY..G
	// G..YG 🟩⬛⬛🟨🟩
}

// A front end shows a refused move's Detail next to the player's board:
// it reads well alone, while the whole error names the player and the
// move for the server's log. errors.Is tells the kind of refusal.
func ExampleMoveError() {
	s, _ := wordle.New(wordle.HardMode(), wordle.Setup{Names: []string{"Ann", "Bob"}})
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	s, _ = s.Apply(wordle.Guess(1, "SLIME"))
	for _, text := range []string{"1 guess crane", "1 guess sqzzy", "0 guess slope"} {
		m, err := s.ParseMove(text)
		if err == nil {
			_, err = s.Apply(m)
		}
		var me *wordle.MoveError
		if errors.As(err, &me) {
			fmt.Printf("%s, your move was refused: %s", me.Player, me.Detail)
			if errors.Is(err, wordle.ErrNotAWord) {
				fmt.Print(" (try another word: no try lost)")
			}
			fmt.Println()
			fmt.Println("  log:", err)
		}
	}
	// Output:
	// Bob, your move was refused: hard mode: the 1st letter must be S
	//   log: wordle: Bob: 1 guess CRANE: hard mode: the 1st letter must be S
	// Bob, your move was refused: "SQZZY" is not a word (try another word: no try lost)
	//   log: wordle: Bob: 1 guess SQZZY: "SQZZY" is not a word
	// Ann, your move was refused: Ann hosts round 1 and does not guess
	//   log: wordle: Ann: 0 guess SLOPE: Ann hosts round 1 and does not guess
}

// The on-screen keyboard: each letter's best known colour after the rows
// a guesser has played.
func ExampleKeyboard() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 1, Secret: "SOLVE"})
	s, _ = s.Apply(wordle.Guess(0, "CRANE"))
	s, _ = s.Apply(wordle.Guess(0, "SLIME"))
	kb := s.View(0).Rounds[0].Boards[0].Keyboard
	fmt.Println("green: ", kb.Letters(wordle.KeyGreen))
	fmt.Println("yellow:", kb.Letters(wordle.KeyYellow))
	fmt.Println("grey:  ", kb.Letters(wordle.KeyGrey))
	for _, row := range []string{"QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"} {
		line := ""
		for _, c := range row {
			switch kb.Status(c) {
			case wordle.KeyGreen:
				line += fmt.Sprintf("[%c]", c)
			case wordle.KeyYellow:
				line += fmt.Sprintf("(%c)", c)
			case wordle.KeyGrey:
				line += " · "
			default:
				line += fmt.Sprintf(" %c ", c)
			}
		}
		fmt.Println(strings.TrimRight(line, " "))
	}
	// Output:
	// green:  ES
	// yellow: L
	// grey:   ACIMNR
	//  Q  W [E] ·  T  Y  U  ·  O  P
	//  · [S] D  F  G  H  J  K (L)
	//  Z  X  ·  V  B  ·  ·
}

// A board that ended in a give-up, with a row crossed out by the timer,
// shares like any other: scored X, the lost row drawn in white.
func ExampleBoard_ShareGrid() {
	rules := wordle.TimedMode(90 * time.Second)
	s, _ := wordle.New(rules, wordle.Setup{Players: 1, Secret: "SOLVE"})
	for _, m := range []wordle.Move{wordle.Guess(0, "CRANE"), wordle.TimeUp(0), wordle.Guess(0, "SLIME"), wordle.GiveUp(0)} {
		s, _ = s.Apply(m)
	}
	grid, err := s.View(0).Rounds[0].Boards[0].ShareGrid("Wordle", rules)
	fmt.Println(grid, err)
	// Output:
	// Wordle X/6
	//
	// ⬛⬛⬛⬛🟩
	// ⬜⬜⬜⬜⬜
	// 🟩🟨⬛⬛🟩 <nil>
}

// A View encodes as JSON for a web client: whose turn it is, the last
// move as this viewer may see it, and whether the host has set the secret.
func ExampleView() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}})
	v := s.View(1)
	fmt.Println(v.ToMove, v.Rounds[0].SecretSet, v.LastMove == nil)
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	v = s.View(1)
	last, _ := json.Marshal(v.LastMove) // Bob may not read the secret
	fmt.Println(v.ToMove, v.Rounds[0].SecretSet, string(last))
	// Output:
	// [0] false true
	// [1 2] true {"player":0,"kind":"secret","word":"","round":0}
}

// Through tilekit.Wrap a server plays Wordle with moves as text and views
// as JSON, with code that serves every tilekit game the same way.
func Example_wrap() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob"}})
	g := tilekit.Wrap(s)
	for _, text := range []string{"0 secret solve", "1 crane", "1 guess qxzzy", "1 guess solve"} {
		next, err := g.Play(text)
		if err != nil {
			fmt.Println("refused:", err)
			continue
		}
		g = next
	}
	last, _ := g.LastMove()
	fmt.Println(g.History(), last, g.ToMove())
	view, _ := json.Marshal(g.View(1).(wordle.View).LastMove)
	fmt.Println(string(view))
	// Output:
	// refused: wordle: Bob: 1 guess QXZZY: "QXZZY" is not a word
	// [0 secret SOLVE 1 guess CRANE 1 guess SOLVE] 1 guess SOLVE [1]
	// {"player":1,"kind":"guess","word":"SOLVE","round":0}
}
