package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// tmuxCase is a game played in a real terminal: what to type, and what
// the screen must show afterwards.
type tmuxCase struct {
	name  string // the case's name, when not the game's
	game  string
	args  []string
	keys  []string // each sent as a line
	wants []string
}

var tmuxCases = []tmuxCase{
	{game: "quaddoku", keys: []string{"02=E3 13=U1 23=B3", "board"},
		wants: []string{"BEET 20 (doku)", "TUBE 9", "Ada:", "top    "}},
	{game: "wordgame", keys: []string{"8H STOWPS", "hint"},
		wants: []string{"You: 8H STOWPS  +28", "Ada: ", "hint: ", "A B C D E F G H I J K L M N O"}, args: []string{"-seed", "5"}},
	{game: "sumoku", keys: []string{"hint", "-"},
		wants: []string{"key number", "hint: ", "pass only when none can"}},
	{game: "wordoku", keys: []string{"00 01", "hint"},
		wants: []string{"You: 0 arrange", "Ada: 1 arrange", "hint: 0 arrange", "round 1 of 3"}},
	{game: "wordle", keys: []string{"crane", "qxzzy"},
		wants: []string{"set the secret CRANE", `"QXZZY" is not a word`, "Round 2"}},
	// Spanish Wordle with a word list of ours: Ñ typed in lower case, a
	// row of Ñ drawn as one square, Ñ on the keyboard after N.
	{name: "wordle-spanish", game: "wordle", args: []string{"-preset", "spanish", "-words", "testdata/es-wordle.txt", "-seed", "3"},
		keys:  []string{"sueño", "niños"},
		wants: []string{"set the secret SUEÑO", "Ada: guessed SUEÑO GGGGG", "You: guessed NIÑOS ...Y.", " N  I  Ñ  O  S", "keys: ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"}},
}

// asMain, set to 1 in the environment, makes the test binary run the
// command instead of the tests.
const asMain = "TILEKIT_PLAY_AS_MAIN"

// TestMain runs the command itself when asMain is set, so that TestTmux
// starts this binary in the terminal rather than building the command.
func TestMain(m *testing.M) {
	if os.Getenv(asMain) == "1" {
		main()
	}
	os.Exit(m.Run())
}

// TestTmux plays each game in a terminal run by tmux, typing with
// send-keys and reading the screen with capture-pane, as a person would
// see it: colours on, prompts echoed by the terminal.
func TestTmux(t *testing.T) {
	if testing.Short() {
		t.Skip("tmux test skipped in -short mode")
	}
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (apt-get install -y tmux); skipping the terminal test")
	}
	// The test binary is the command (see TestMain): building it again
	// would cost a compile and a link on every run.
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	sock := filepath.Join(dir, "tmux.sock")
	tmux := func(args ...string) (string, error) {
		out, err := exec.Command("tmux", append([]string{"-S", sock}, args...)...).CombinedOutput()
		return string(out), err
	}
	t.Cleanup(func() { tmux("kill-server") })
	for _, tc := range tmuxCases {
		name := tc.name
		if name == "" {
			name = tc.game
		}
		t.Run(name, func(t *testing.T) {
			if _, ok := lookup(tc.game); !ok {
				t.Skipf("no %s driver", tc.game)
			}
			args := slices.Clone(tc.args)
			if len(args) == 0 {
				args = []string{"-seed", "3"}
			}
			for i, a := range args {
				if strings.HasPrefix(a, "testdata/") {
					args[i], _ = filepath.Abs(a) // tmux starts the command elsewhere
				}
			}
			// tmux hands the command to a shell. After the program ends,
			// the shell prints its exit status and waits, holding the
			// terminal open: a pane whose only process has exited may
			// lose its last lines (seen once in CI: "Bye." missing from
			// a pane that had died with status 0).
			cmd := strings.Join(append([]string{bin, "-game", tc.game}, args...), " ") + "; echo exit status $?; read _"
			if out, err := tmux("new-session", "-d", "-s", name, "-x", "160", "-y", "60", "-e", "TERM=xterm-256color", "-e", asMain+"=1", cmd); err != nil {
				t.Fatalf("tmux new-session: %v\n%s", err, out)
			}
			screen := func() string {
				out, _ := tmux("capture-pane", "-p", "-t", name, "-S", "-200")
				return out
			}
			waitFor(t, screen, "You>")
			for _, k := range tc.keys {
				n := strings.Count(screen(), "You>")
				if out, err := tmux("send-keys", "-t", name, k, "Enter"); err != nil {
					t.Fatalf("send-keys: %v\n%s", err, out)
				}
				waitUntil(t, screen, func(s string) bool { return strings.Count(s, "You>") > n }, "a new prompt after "+k)
			}
			got := screen()
			for _, w := range tc.wants {
				if !strings.Contains(got, w) {
					t.Errorf("the screen lacks %q:\n%s", w, got)
				}
			}
			tmux("send-keys", "-t", name, "quit", "Enter")
			waitFor(t, screen, "exit status ")
			if end := screen(); !strings.Contains(end, "Bye.\nexit status 0\n") {
				t.Errorf("after quit, want Bye. and exit status 0; the screen:\n%s", end)
			}
			if os.Getenv("TMUX_SCREENS") != "" {
				os.WriteFile(filepath.Join(os.Getenv("TMUX_SCREENS"), name+".txt"), []byte(got), 0o644)
			}
		})
	}
}

func waitFor(t *testing.T, screen func() string, want string) {
	t.Helper()
	waitUntil(t, screen, func(s string) bool { return strings.Contains(s, want) }, want)
}

// waitUntil polls the screen for up to a minute (bots may be slow on a
// loaded machine; the wait is for correctness, not a timing check).
func waitUntil(t *testing.T, screen func() string, ok func(string) bool, what string) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		s := screen()
		if ok(s) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited a minute for %s; the screen:\n%s", what, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
