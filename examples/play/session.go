package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/tilekit/tilekit"
)

// human is the seat of the person at the keyboard.
const human = 0

// A session is one game being played: the current Game, the earlier ones
// the person may go back to, and the input.
type session struct {
	d     *driver
	o     options
	g     tilekit.Game
	bots  []tilekit.Bot  // the computer players, by seat; nil for the person
	undo  []tilekit.Game // the game at each of the person's earlier moves
	out   io.Writer
	c     palette
	lines <-chan string

	clockKey string
	deadline time.Time

	humanMoved bool // the last prompt played a move of the person's
	redraw     bool // the last prompt changed the game some other way (undo, load)
}

func newSession(d *driver, o options, g tilekit.Game, in io.Reader, out io.Writer) *session {
	lines := make(chan string)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(in)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	bots := make([]tilekit.Bot, g.Players())
	for p := range bots {
		if p != human && d.Bot != nil {
			bots[p] = d.Bot(o.level, o.seed+uint64(p))
		}
	}
	return &session{d: d, o: o, g: g, bots: bots, out: out, c: newPalette(o.color), lines: lines}
}

// errQuit ends the session early, at the person's request or at the end of
// the input.
var errQuit = fmt.Errorf("quit")

func (s *session) run() error {
	fmt.Fprintf(s.out, "%s — %s\n", s.c.bold(s.d.Title), s.d.About)
	fmt.Fprintln(s.out, "Type a move, or help, hint, undo, save FILE, load FILE, board, quit.")
	drawn := false
	for !s.g.Over() {
		if !slices.Contains(s.g.ToMove(), human) {
			// The bots play on until the person may move again.
			moved, err := s.botsMove()
			if err != nil {
				return err
			}
			if moved {
				drawn = false
				continue
			}
			// Only the clock can move the game on now: the prompt
			// waits for it (see readLine), and takes commands meanwhile.
			if _, length := s.g.Clock(); length <= 0 {
				return fmt.Errorf("nobody can move, and the game is not over")
			}
		}
		if !drawn {
			s.draw()
			drawn = true
		}
		played := len(s.g.History())
		s.humanMoved = false
		err := s.prompt()
		if err == errQuit {
			fmt.Fprintln(s.out, "Bye.")
			return nil
		}
		if err != nil {
			return err
		}
		if len(s.g.History()) != played || s.redraw {
			drawn, s.redraw = false, false
		}
		if s.humanMoved {
			// In a simultaneous round the bots answer each move of the
			// person's with one move each (and move on their own when
			// the person takes long: see readLine).
			if _, err := s.botsMove(); err != nil {
				return err
			}
		}
	}
	s.draw()
	fmt.Fprintln(s.out, s.c.bold("Game over."))
	fmt.Fprintln(s.out, s.g.Outcome().Describe(s.g.Name))
	return nil
}

// botsMove lets each bot with a move now make one, asking them with
// tilekit.NextMove (a bot may also wait, in a simultaneous round). It
// reports whether any moved.
func (s *session) botsMove() (bool, error) {
	moved := false
	asked := slices.Clone(s.bots) // those that have not moved yet
	for {
		seat, m, err := tilekit.NextMove(s.g, asked)
		if seat == tilekit.Onlooker && errors.Is(err, tilekit.ErrNoMove) {
			return moved, nil // every bot to move has moved, or waits
		}
		if err != nil {
			return moved, fmt.Errorf("bot %s: %v", s.g.Name(seat), err)
		}
		if !s.play(m, seat) {
			return moved, fmt.Errorf("bot %s played %q, which the game refused", s.g.Name(seat), m)
		}
		asked[seat] = nil
		moved = true
	}
}

// play applies move (in notation) for seat, printing it as the person may
// know it, with its score. It reports whether the game took it.
func (s *session) play(move string, seat int) bool {
	score := ""
	// The person's own move is previewed in full; another seat's shows
	// only what its score became, which the table sees anyway.
	if seat == human {
		if p, err := s.g.Preview(seat, move); err == nil && (p.Total != 0 || len(p.Parts) > 0) {
			score = p.String()
		}
	}
	before := s.g.Outcome().Scores
	next, err := s.g.PlayAs(seat, move)
	if err != nil {
		fmt.Fprintf(s.out, "%s %s\n", s.c.red("✗"), tilekit.Detail(err))
		return false
	}
	s.g = next
	if after := s.g.Outcome().Scores; score == "" && len(after) == len(before) && after[seat] != before[seat] {
		score = fmt.Sprintf("%+d", after[seat]-before[seat])
	}
	line := s.g.Name(seat) + ": " + s.d.announce(s.g, human)
	if score != "" {
		line += "  " + s.c.bold(score)
	}
	fmt.Fprintln(s.out, line)
	return true
}

// expire runs out the clock's period: Game.Expire plays what the rules
// do when it ends, and each move it played is shown as the person may
// know it. A period that is over already changes nothing.
func (s *session) expire(period string) {
	played := len(s.g.History())
	next, err := s.g.Expire(period)
	if err != nil {
		fmt.Fprintf(s.out, "%s %s\n", s.c.red("✗"), tilekit.Detail(err))
		return
	}
	s.g = next
	for _, m := range s.g.HistoryFor(human)[played:] {
		fmt.Fprintln(s.out, "The clock: "+m)
	}
}

func (s *session) draw() { s.d.draw(s.out, s.g, human, s.c) }

// prompt reads one line from the person and acts on it: a command, or
// else a move.
func (s *session) prompt() error {
	fmt.Fprintf(s.out, "%s> ", s.g.Name(human))
	line, err := s.readLine()
	if err != nil || line == "" {
		return err
	}
	cmd, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(cmd) {
	case "":
		return nil
	case "quit", "exit":
		return errQuit
	case "help", "?":
		fmt.Fprintln(s.out, s.d.Help)
		fmt.Fprintln(s.out, "Commands: help, hint, undo, save FILE, load FILE, board, quit.")
	case "board", "show":
		s.draw()
	case "hint":
		s.hint()
	case "undo":
		s.takeBack()
	case "save":
		s.save(arg)
	case "load":
		s.load(arg)
	default:
		move := strings.TrimSpace(line)
		before := s.g
		if s.play(move, human) {
			s.undo = append(s.undo, before)
			s.humanMoved = true
		}
	}
	return nil
}

// hint shows the person up to three suggested moves, each with its
// score, words and note where the game gives them.
func (s *session) hint() {
	hints, err := s.g.Hints(human, 3)
	if err == nil && len(hints) == 0 {
		err = fmt.Errorf("no move found")
	}
	if err != nil {
		fmt.Fprintf(s.out, "no hint: %v\n", err)
		return
	}
	for _, h := range hints {
		line := "hint: " + h.Move
		if h.Score != 0 {
			line += fmt.Sprintf("  +%d", h.Score)
		}
		if len(h.Words) > 0 {
			line += " " + strings.Join(h.Words, ", ")
		}
		if h.Note != "" {
			line += " (" + h.Note + ")"
		}
		fmt.Fprintln(s.out, line)
	}
}

// takeBack returns to the game as it was before the person's last move
// (or last load).
func (s *session) takeBack() {
	if len(s.undo) == 0 {
		fmt.Fprintln(s.out, "Nothing to undo.")
		return
	}
	s.g = s.undo[len(s.undo)-1]
	s.undo = s.undo[:len(s.undo)-1]
	fmt.Fprintln(s.out, "Took back your last move.")
	s.redraw = true
}

// save writes the game to the file named by arg.
func (s *session) save(arg string) {
	if arg == "" {
		fmt.Fprintln(s.out, "save needs a file name: save game.txt")
		return
	}
	data, err := s.d.save(arg, s.g)
	if err == nil {
		err = os.WriteFile(arg, data, 0o644)
	}
	if err != nil {
		fmt.Fprintf(s.out, "could not save: %v\n", err)
		return
	}
	fmt.Fprintf(s.out, "Saved to %s.\n", arg)
}

// load replaces the game with the one in the file named by arg; undo
// brings the old one back.
func (s *session) load(arg string) {
	if arg == "" {
		fmt.Fprintln(s.out, "load needs a file name: load game.txt")
		return
	}
	data, err := os.ReadFile(arg)
	var g tilekit.Game
	if err == nil {
		g, err = s.d.load(arg, data)
	}
	if err != nil {
		fmt.Fprintf(s.out, "could not load: %v\n", err)
		return
	}
	s.undo = append(s.undo, s.g)
	s.g = g
	fmt.Fprintf(s.out, "Loaded %s.\n", arg)
	s.redraw = true
}

// readLine waits for the next line of input, or for the game's clock to
// run out, in which case it expires the period and returns "".
func (s *session) readLine() (string, error) {
	var timeout <-chan time.Time
	key, length := s.g.Clock()
	if length > 0 {
		if s.o.time > 0 {
			length = s.o.time
		}
		if key != s.clockKey || s.deadline.IsZero() {
			s.clockKey, s.deadline = key, time.Now().Add(length)
		}
		timer := time.NewTimer(time.Until(s.deadline))
		defer timer.Stop()
		timeout = timer.C
	}
	// In a simultaneous round the bots do not wait for ever.
	var botTimer <-chan time.Time
	if s.o.botTime > 0 && len(s.g.ToMove()) > 1 {
		t := time.NewTimer(s.o.botTime)
		defer t.Stop()
		botTimer = t.C
	}
	select {
	case <-botTimer:
		fmt.Fprintln(s.out)
		if moved, err := s.botsMove(); err != nil {
			return "", err
		} else if moved {
			s.draw()
		}
		return "", nil
	case line, ok := <-s.lines:
		if !ok {
			fmt.Fprintln(s.out)
			return "", errQuit
		}
		if s.o.echo {
			fmt.Fprintln(s.out, line)
		}
		return line, nil
	case <-timeout:
		fmt.Fprintln(s.out)
		fmt.Fprintln(s.out, s.c.bold("Time is up."))
		s.deadline = time.Time{}
		s.expire(key)
		return "", nil
	}
}
