package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tilekit/tilekit"
)

// playPiped runs the command with input through a pipe and returns what it
// printed and its exit status.
func playPiped(t *testing.T, input string, args ...string) (string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, strings.NewReader(input), &out, &errOut, false, true)
	if errOut.Len() > 0 {
		t.Logf("stderr: %s", errOut.String())
	}
	return out.String(), code
}

func TestLoopRejectsThenPlays(t *testing.T) {
	out, code := playPiped(t, "7\nhint\n2\n", "-game", "race")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"✗ add 1, 2 or 3, not \"7\"", "hint: 2  +2", "2  +2", "Bot: "} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "\x1b[") {
		t.Errorf("colour escapes through a pipe:\n%s", out)
	}
}

func TestLoopUndoSaveLoad(t *testing.T) {
	file := filepath.Join(t.TempDir(), "race.txt")
	out, code := playPiped(t, "3\nundo\nundo\n1\nsave "+file+"\n1\nload "+file+"\nboard\nquit\n", "-game", "race")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"Took back your last move.", "Nothing to undo.", "Saved to", "Loaded", "Bye."} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil || !strings.HasPrefix(string(data), "race 1,1") {
		t.Errorf("saved %q, %v", data, err)
	}
}

func TestLoopPlaysToTheEnd(t *testing.T) {
	out, code := playPiped(t, strings.Repeat("1\n", 10), "-game", "race")
	if code != 0 || !strings.Contains(out, "Game over.") || !strings.Contains(out, "Bot wins") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

func TestLoopEOFEndsCleanly(t *testing.T) {
	out, code := playPiped(t, "1\n", "-game", "race")
	if code != 0 || !strings.Contains(out, "Bye.") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

func TestBadFlags(t *testing.T) {
	if _, code := playPiped(t, "", "-game", "chess"); code != 2 {
		t.Errorf("unknown game: exit %d, want 2", code)
	}
	if _, code := playPiped(t, "", "-game", "race", "extra"); code != 2 {
		t.Errorf("extra argument: exit %d, want 2", code)
	}
}

// A whole Wordle game through a pipe: the person hosts round 1 (the bot
// solves it), then guesses in round 2, is refused a non-word without
// losing a try, and gives up.
func TestPipedWordle(t *testing.T) {
	out, code := playPiped(t, "crane\nqxzzy\nslime\ngiveup\n", "-game", "wordle", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{
		"You: set the secret CRANE",
		"Ada: guessed CRANE GGGGG",
		"Ada: set the secret\n", // the bot's secret is not shown to the guesser
		`✗ "QXZZY" is not a word`,
		"You: guessed SLIME",
		"You: gave up",
		"Game over.",
		"Ada wins (fewest points)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "SWIPE") && strings.Index(out, "SWIPE") < strings.Index(out, "gave up") {
		t.Errorf("the bot host's secret showed before the round ended:\n%s", out)
	}
}

func TestPipedQuaddokuHintUndo(t *testing.T) {
	out, code := playPiped(t, "02=E3 13=U1 23=B3\nhint\nundo\n05=Z9\n", "-game", "quaddoku")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"You: 02=E3 13=U1 23=B3  +29 (BEET 20 (doku), TUBE 9)", "hint: ", "Took back your last move.", "✗ ", "Bye."} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// The crossword game through a pipe: an invalid move, then a valid one, a
// hint, an undo, saving as GCG and as CGP and loading both, and the end of
// the input in the middle of the game.
func TestPipedWordgame(t *testing.T) {
	dir := t.TempDir()
	gcg, cgp := filepath.Join(dir, "game.gcg"), filepath.Join(dir, "game.cgp")
	input := strings.Join([]string{
		"8h stowps", // lower case means blanks, and the rack has none
		"8H STOWPS",
		"hint",
		"undo",
		"8H STOWPS",
		"save " + gcg,
		"save " + cgp,
		"load " + gcg,
		"load " + cgp,
	}, "\n") + "\n"
	out, code := playPiped(t, input, "-game", "wordgame", "-seed", "5")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{
		"✗ rack OPSSSTUW has no blank for it (a lower-case letter is a blank; type 8H STOWPS to play tiles)",
		"You: 8H STOWPS  +28 (STOWPS 28)",
		"Ada: ",
		"hint: ",
		"Took back your last move.",
		"Saved to " + gcg,
		"Loaded " + gcg,
		"Loaded " + cgp,
		"Bye.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	data, err := os.ReadFile(gcg)
	if err != nil || !strings.Contains(string(data), "#player1 You") || !strings.Contains(string(data), ">You: OPSSSTUW 8H STOWPS +28 28") {
		t.Errorf("the GCG file: %v\n%s", err, data)
	}
}

// A Wordoku round through a pipe: exchange two tiles, finish; the bot's
// grid stays private until the round ends (the last to finish ends it),
// and then the round's scores are drawn.
func TestPipedWordoku(t *testing.T) {
	out, code := playPiped(t, "00 01\nfinish\n", "-game", "wordoku", "-seed", "3")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, out)
	}
	for _, want := range []string{"You: 0 arrange G.c A.c", "Ada: 1 arrange\n", "You: 0 finish", "round 2 of 3", "0     You   0       12 ", "Bye."} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// lockedBuffer is a bytes.Buffer that the command writes and a test
// reads at once.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// A Wordoku round whose time runs out while the person thinks: the
// program's timer expires the round with Game.Expire, says so, and the
// next round begins with its own timer.
func TestClockRunsOut(t *testing.T) {
	in, typed := io.Pipe()
	var out, errOut lockedBuffer
	code := make(chan int, 1)
	go func() {
		code <- run([]string{"-game", "wordoku", "-seed", "3", "-time", "200ms"}, in, &out, &errOut, false, true)
	}()
	for limit := time.Now().Add(time.Minute); !strings.Contains(out.String(), "round 2 of 3"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(limit) {
			t.Fatalf("the round's time never ran out:\n%s", out.String())
		}
	}
	io.WriteString(typed, "quit\n")
	if c := <-code; c != 0 {
		t.Fatalf("exit %d: %s\n%s", c, errOut.String(), out.String())
	}
	text := out.String()
	wantAll(t, text, "Time is up.\nThe clock: endround 1\n", "round 2 of 3", "Bye.")
	// Round 2's own timer may also run out before the quit is read (on a
	// busy machine): what must not happen is round 1 ended twice, or a
	// round skipped.
	for r := 1; r <= 3; r++ {
		n := strings.Count(text, fmt.Sprintf("The clock: endround %d\n", r))
		if n > 1 || r > 1 && n == 1 && !strings.Contains(text, fmt.Sprintf("The clock: endround %d\n", r-1)) {
			t.Errorf("the clock ended round %d %d times, or skipped a round:\n%s", r, n, text)
		}
	}
}

// A saved game of another kind is refused: the bots at the table play
// the game the command was started with, which tilekit.Decode's
// Game.Kind tells apart.
func TestLoadRefusesAnotherKind(t *testing.T) {
	k, _ := tilekit.Lookup("quaddoku")
	g, err := k.New("", nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	text, _ := g.MarshalText()
	file := filepath.Join(t.TempDir(), "quaddoku.txt")
	if err := os.WriteFile(file, text, 0o644); err != nil {
		t.Fatal(err)
	}
	out, code := playPiped(t, "load "+file+"\n1\n", "-game", "race")
	if code != 0 || !strings.Contains(out, "could not load: "+file+" holds a game of quaddoku, not race") || !strings.Contains(out, "You: 1") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}
