package notation

import (
	"errors"
	"strings"
	"testing"
)

func TestCheckName(t *testing.T) {
	for _, ok := range []string{"", "Ann", "Zoë", strings.Repeat("é", MaxName), "علی\u200cرضا", "👩\u200d💻"} {
		if err := CheckName(ok); err != nil {
			t.Errorf("CheckName(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{
		strings.Repeat("é", MaxName+1), strings.Repeat("x", 1<<20), "a\nb", "a\rb", "\x1b[31m", "a\x00", "a\x7f",
		"a\u0085", "a\xff", "\xc3", "a\u202eb", "a\u2066b", "a\u200eb", "a\u200bb", "a\u00adb", "\ufeffa", "a\u2028b", "a\u2029b",
	} {
		err := CheckName(bad)
		if !errors.Is(err, ErrBadSetup) {
			t.Errorf("CheckName(%.40q) = %v, want ErrBadSetup", bad, err)
			continue
		}
		if msg := err.Error(); len(msg) > 150 || strings.ContainsAny(msg, "\n\r\x1b\x00\u202e\u2028") {
			t.Errorf("CheckName(%.40q): unsafe message %q", bad, msg)
		}
		if SafeName(bad) == bad || len(SafeName(bad)) > 2*MaxQuote+10 {
			t.Errorf("SafeName(%.40q) = %q", bad, SafeName(bad))
		}
	}
	if err := CheckNames([]string{"Ann", "a\nb"}); err == nil || !strings.HasPrefix(err.Error(), "player 2: ") {
		t.Errorf("CheckNames: %v, want the second player named", err)
	}
}

// TestMoveErrorTextPlayer: a Player that CheckName refuses is quoted
// clipped; one it takes is written as it is.
func TestMoveErrorTextPlayer(t *testing.T) {
	got := MoveErrorText{Game: "g", Player: strings.Repeat("x", 1<<20) + "\n", NoMove: true, Detail: "d"}.String()
	if len(got) > 80 || strings.Contains(got, "\n") {
		t.Errorf("a 1 MiB Player gave %d bytes: %.80q", len(got), got)
	}
	if got := (MoveErrorText{Game: "g", Player: "Zoë", NoMove: true, Detail: "d"}).String(); got != "g: Zoë: d" {
		t.Errorf("got %q", got)
	}
}

func TestCheckSize(t *testing.T) {
	if CheckSize(MaxText) != nil || CheckSize(MaxText+1) == nil {
		t.Errorf("CheckSize does not cut at MaxText")
	}
}
