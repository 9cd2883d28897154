package wordle_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/tiles"
	"github.com/tilekit/tilekit/wordle"
)

// wordle.State meets the contract of package gamekit, so gamekit.Wrap
// (and the registry's Kind.New) put it behind tilekit.Game, which drives
// every game the same way.
var _ gamekit.State[wordle.State, wordle.Move, wordle.View] = wordle.State{}

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

// Through gamekit.Wrap a server plays Wordle with moves as text and views
// as JSON, with code that serves every tilekit game the same way.
func Example_wrap() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob"}})
	g := gamekit.Wrap("wordle", s)
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

func ExampleFeedback() {
	p, err := wordle.Feedback("solve", "SMILE")
	if err != nil {
		fmt.Println(err)
		return
	}
	greens, yellows := p.Counts()
	fmt.Println(p, p.Emoji(), greens, yellows, p.Solved())

	// Repeated letters: only as many are marked as the secret has.
	p, _ = wordle.Feedback("ROBOT", "OOZES")
	fmt.Println(p)

	_, err = wordle.Feedback("SOLVE", "SOLVES")
	fmt.Println(err)
	// Output:
	// G..YG 🟩⬛⬛🟨🟩 2 1 false
	// YG...
	// wordle: secret "SOLVE" and guess "SOLVES": 5 and 6 letters (1 to 10, the same for both): wrong length
}

func ExampleShareGrid() {
	var rows []wordle.Pattern
	for _, guess := range []string{"CRANE", "SLOTH", "SOLVE"} {
		p, _ := wordle.Feedback("SOLVE", guess)
		rows = append(rows, p)
	}
	grid, err := wordle.ShareGrid("Wordle 1,234", rows, 6, false)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(grid)
	// Output:
	// Wordle 1,234 3/6
	//
	// ⬛⬛⬛⬛🟩
	// 🟩🟨🟨⬛⬛
	// 🟩🟩🟩🟩🟩
}

func ExampleParsePattern() {
	p, err := wordle.ParsePattern("g.Y..")
	fmt.Println(p, p.At(0), p.At(2), p.Code(), err)
	// Output: G.Y.. green yellow 11 <nil>
}

// A Spanish game with the caller's word list: Ñ is a letter of its own,
// and accents read as plain vowels.
func ExampleSpanish() {
	words := "ÁRBOL\nNIÑOS\nNIÑAS\nDUEÑO\nSUEÑO\nPAÑOS\n"
	list, err := dictionary.ReadWords(tiles.Spanish27(), strings.NewReader(words))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := wordle.New(wordle.Spanish(), wordle.Setup{Players: 2, Dictionary: list})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, text := range []string{"0 secret niños", "1 guess dueño", "1 guess PANOS", "1 guess paños"} {
		m, err := s.ParseMove(text)
		if err == nil {
			s, err = s.Apply(m)
		}
		if err != nil {
			fmt.Println(err)
			continue
		}
	}
	b := s.View(1).Rounds[0].Boards[1]
	for _, r := range b.Rows {
		fmt.Println(r.Word, r.Pattern)
	}
	fmt.Println("green:", b.Keyboard.Letters(wordle.KeyGreen), "grey:", b.Keyboard.Letters(wordle.KeyGrey))
	// Output:
	// wordle: Player 2: 1 guess PANOS: "PANOS" is not a word
	// DUEÑO ...YY
	// PAÑOS ..GGG
	// green: ÑOS grey: ADEPU
}

// A server deals a game with the registry, plays each seat's text with
// PlayAs ("solve" is the host's secret, "crane" a guess) and shows each
// seat the history as that seat may know it (State.Mask): the other
// guessers' guesses only as the table hears them.
func ExampleState_Mask() {
	kind, _ := tilekit.Lookup("wordle")
	g, _ := kind.New("", []string{"Ann", "Bob", "Cy"}, 1)
	for _, sent := range []struct {
		seat int
		text string
	}{{0, "solve"}, {1, "crane"}, {2, "slate"}} {
		next, err := g.PlayAs(sent.seat, sent.text)
		if err != nil {
			fmt.Println(err)
			continue
		}
		g = next
	}
	fmt.Println("Ann:     ", strings.Join(g.HistoryFor(0), ", "))
	fmt.Println("Bob:     ", strings.Join(g.HistoryFor(1), ", "))
	fmt.Println("onlooker:", strings.Join(g.HistoryFor(tilekit.Onlooker), ", "))

	// The host may not guess; the refusal says nothing of the secret.
	_, err := g.PlayAs(0, "SOLVE")
	fmt.Println(tilekit.Detail(err))

	// Previews never tell whether a guess solves.
	a, _ := g.Preview(1, "SOLVE")
	b, _ := g.Preview(1, "TRAIN")
	fmt.Println(a, "|", b)
	// Output:
	// Ann:      0 secret SOLVE, 1 guess CRANE, 2 guess SLATE
	// Bob:      0 secret, 1 guess CRANE, 2 guess (2 green, 1 yellow)
	// onlooker: 0 secret, 1 guess (1 green, 0 yellow), 2 guess (2 green, 1 yellow)
	// you may not move now
	// +0 (uses row 2 of 6) | +0 (uses row 2 of 6)
}

// The registry deals a game by name, and bots at every seat play it to
// the end with tilekit.NextMove.
func ExampleState_Outcome() {
	kind, _ := tilekit.Lookup("wordle")
	g, _ := kind.New("fast", []string{"Ann", "Bob"}, 1)
	bots := []tilekit.Bot{kind.Bot(tilekit.Hard, 1), kind.Bot(tilekit.Hard, 2)}
	for !g.Over() {
		seat, move, err := tilekit.NextMove(g, bots)
		if err != nil {
			fmt.Println(err)
			return
		}
		if g, err = g.PlayAs(seat, move); err != nil {
			fmt.Println(err)
			return
		}
	}
	o := g.Outcome()
	fmt.Println(o.Over, o.LowerWins, len(o.Scores))
	fmt.Println(o.Reason)
	// Output:
	// true false 2
	// all 2 rounds have been played
}

// In timed mode the server runs a timer for the period Clock names; when
// it runs out, Expire crosses out the row of every guesser still
// playing. A timer that fires late, for a period already over, changes
// nothing.
func ExampleState_Expire() {
	s, _ := wordle.New(wordle.TimedMode(90*time.Second), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}})
	s, _ = s.Apply(wordle.SetSecret(0, "SOLVE"))
	period, length := s.Clock()
	fmt.Println("timer:", length)

	s, _ = s.Apply(wordle.Guess(1, "CRANE")) // Bob in time: a new period
	late, _ := s.Expire(period)
	fmt.Println("late timer:", len(late.History()) == len(s.History()))

	period, _ = s.Clock()
	s, _ = s.Expire(period)
	fmt.Println(s.History()[2:], "rows:", s.Tries(1), s.Tries(2))
	// Output:
	// timer: 1m30s
	// late timer: true
	// [1 timeup 2 timeup] rows: 2 1
}

// Draw pictures the game as one seat sees it, for a terminal or a chat:
// Bob reads his own rows, and hears only the counts of Cy's.
func ExampleState_Draw() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Names: []string{"Ann", "Bob", "Cy"}})
	for _, m := range []wordle.Move{
		wordle.SetSecret(0, "SOLVE"),
		wordle.Guess(1, "CRANE"), wordle.Guess(2, "SLATE"),
		wordle.Guess(1, "SOLVE"), wordle.GiveUp(2),
		wordle.SetSecret(1, "CHEST"), wordle.Guess(2, "CRANE"),
	} {
		s, _ = s.Apply(m)
	}
	fmt.Print(s.Draw(1))
	// Output:
	// Wordle, round 2 of 3, as Bob sees it
	// Round 1, hosted by Ann: SOLVE, over
	//   Bob  solved   CRANE ....G  SOLVE GGGGG  2 points
	//   Cy   gave up  ????? 2G 1Y  7 points
	// Round 2, hosted by Bob: CHEST
	//   Ann  playing
	//   Cy   playing  CRANE G...Y
	// Points: Ann 0, Bob 2, Cy 7 (fewest wins)
	// To move: Ann and Cy
	// Last move: 2 guess CRANE
}

// A guesser's determinization: the host's word is drawn again among the
// words that fit the guesser's rows, and the guesser's view is the same.
func ExampleState_Determinize() {
	s, _ := wordle.New(wordle.DefaultRules(), wordle.Setup{Players: 2, Seed: 1})
	s, _ = s.Apply(wordle.SetSecret(0, "PLANT"))
	s, _ = s.Apply(wordle.Guess(1, "CRANE"))

	d, _ := s.Determinize(1, 42)
	a, _ := json.Marshal(s.View(1))
	b, _ := json.Marshal(d.View(1))
	p, _ := wordle.Feedback(d.Secret(), "CRANE")
	fmt.Println("same view:", string(a) == string(b))
	fmt.Println("CRANE marked", p, "against the drawn secret")
	// Output:
	// same view: true
	// CRANE marked ..GG. against the drawn secret
}
