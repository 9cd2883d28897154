package gcg

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tilekit/tilekit/internal/notation"
)

// Write writes rec as a GCG file in UTF-8 (its first line says so),
// with LF line ends: the pragmata, then the events with their notes, then
// the last known racks. Reading the output with Read gives rec back,
// apart from Line numbers and an empty player Name, which reads back as
// the nickname. A record that cannot be written so (a
// nickname with a space, an event for a missing player, a rack with a
// digit...) is an error wrapping ErrSyntax, and nothing is written.
func Write(w io.Writer, rec *Record) error {
	if w == nil {
		return &Error{Err: ErrSyntax, Detail: "nil writer"}
	}
	b, err := rec.MarshalText()
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// MarshalText writes the record as Write does, so a Record can be
// stored in JSON as its GCG text.
func (rec *Record) MarshalText() ([]byte, error) {
	if rec == nil {
		return nil, &Error{Err: ErrSyntax, Detail: "nil record"}
	}
	if err := rec.check(); err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString("#character-encoding UTF-8\n")
	for i, pl := range rec.Players {
		fmt.Fprintf(&b, "#player%d %s %s\n", i+1, pl.Nick, pl.Name)
	}
	writeValue := func(name, value string) {
		lines := strings.Split(value, "\n")
		fmt.Fprintf(&b, "#%s %s\n", name, lines[0])
		for _, l := range lines[1:] {
			// A continuation line must not look like a pragma or event.
			b.WriteString(" " + l + "\n")
		}
	}
	if rec.Title != "" {
		writeValue("title", rec.Title)
	}
	if rec.Description != "" {
		writeValue("description", rec.Description)
	}
	if rec.ID != "" {
		if rec.IDAuthority != "" {
			fmt.Fprintf(&b, "#id %s %s\n", rec.IDAuthority, rec.ID)
		} else {
			fmt.Fprintf(&b, "#id %s\n", rec.ID)
		}
	}
	if rec.Lexicon != "" {
		fmt.Fprintf(&b, "#lexicon %s\n", rec.Lexicon)
	}
	pi := 0
	pragmasUpTo := func(at int) {
		for ; pi < len(rec.Pragmas) && rec.Pragmas[pi].At <= at; pi++ {
			pr := rec.Pragmas[pi]
			writeValue(pr.Name, pr.Value)
		}
	}
	for i, ev := range rec.Events {
		pragmasUpTo(i)
		b.WriteString(ev.format(rec.Players[ev.Player].Nick))
		b.WriteByte('\n')
		if ev.Note != "" {
			for _, l := range strings.Split(ev.Note, "\n") {
				fmt.Fprintf(&b, "#note %s\n", l)
			}
		}
	}
	pragmasUpTo(len(rec.Events))
	for i, r := range rec.Racks {
		if r != "" {
			fmt.Fprintf(&b, "#rack%d %s\n", i+1, r)
		}
	}
	return b.Bytes(), nil
}

// String returns the event as a GCG line, with "?" standing for the
// player's nickname (a Record knows the nickname; Write uses it).
func (ev Event) String() string { return ev.format("?") }

// format writes the event line for the player with the given nickname.
func (ev Event) format(nick string) string {
	var b strings.Builder
	b.WriteString(">" + nick + ": " + ev.Rack + " ")
	switch ev.Kind {
	case EventPlace:
		b.WriteString(ev.Position + " " + ev.Word)
	case EventPass:
		b.WriteString("-")
	case EventExchange:
		if ev.Exchanged != "" {
			b.WriteString("-" + ev.Exchanged)
		} else {
			b.WriteString("-" + strconv.Itoa(ev.Count))
		}
	case EventWithdrawn:
		b.WriteString("--")
	case EventChallengeBonus:
		b.WriteString("(challenge)")
	case EventEndRack:
		b.WriteString("(" + ev.EndRack + ")")
	case EventTimePenalty:
		b.WriteString("(time)")
	default:
		b.WriteString("?")
	}
	fmt.Fprintf(&b, " %+d %d", ev.Score, ev.Cumulative)
	return b.String()
}

// check reports the first thing that keeps rec from being written as GCG
// that reads back the same: in its players, its facts (title to racks),
// its pragmas, then its events.
func (rec *Record) check() error {
	if len(rec.Players) > maxPlayers {
		return writeErr("%d players; GCG records hold at most %d", len(rec.Players), maxPlayers)
	}
	if len(rec.Racks) > len(rec.Players) {
		return writeErr("%d racks for %d players", len(rec.Racks), len(rec.Players))
	}
	for _, step := range []func() error{rec.checkPlayers, rec.checkFacts, rec.checkPragmas} {
		if err := step(); err != nil {
			return err
		}
	}
	for i, ev := range rec.Events {
		if err := ev.Check(len(rec.Players)); err != nil {
			return writeErr("event %d: %v", i+1, err)
		}
	}
	return nil
}

// writeErr is the error of a record that cannot be written.
func writeErr(format string, args ...any) error {
	return &Error{Err: ErrSyntax, Detail: fmt.Sprintf(format, args...)}
}

// oneLine checks a field written on one pragma line.
func oneLine(what, v string) error {
	if strings.ContainsAny(v, "\r\n") || v != trimSpace(v) {
		return writeErr("%s %q must be one line without surrounding space", what, notation.Clip(v))
	}
	return nil
}

// multiLine checks a field written as a pragma and its continuation
// lines.
func multiLine(what, v string) error {
	for _, l := range strings.Split(strings.ReplaceAll(v, "\r\n", "\n"), "\n") {
		if l == "" || l != trimSpace(l) || strings.ContainsRune(l, '\r') {
			return writeErr("%s %q: every line must be non-empty without surrounding space", what, notation.Clip(v))
		}
	}
	return nil
}

// checkPlayers checks the nicknames (one word each, all different) and
// the full names (one line), each a name a game takes: at most 64
// characters, with no control or format character (see Read).
func (rec *Record) checkPlayers() error {
	seen := map[string]bool{}
	for i, pl := range rec.Players {
		if pl.Nick == "" || strings.ContainsFunc(pl.Nick, isSpaceOrBreak) {
			return writeErr("player %d: nickname %q must be one word", i+1, notation.Clip(pl.Nick))
		}
		if seen[pl.Nick] {
			return writeErr("two players with nickname %q", notation.Clip(pl.Nick))
		}
		seen[pl.Nick] = true
		if strings.ContainsAny(pl.Name, "\r\n") || pl.Name != trimSpace(pl.Name) {
			return writeErr("player %d: name %q must be one line without surrounding space", i+1, notation.Clip(pl.Name))
		}
		for _, s := range [...]string{pl.Nick, pl.Name} {
			if err := notation.CheckName(s); err != nil {
				return writeErr("player %d: %v", i+1, err)
			}
		}
	}
	return nil
}

// checkFacts checks the title, description, lexicon, id and racks.
func (rec *Record) checkFacts() error {
	if rec.Title != "" {
		if err := multiLine("title", rec.Title); err != nil {
			return err
		}
	}
	if rec.Description != "" {
		if err := multiLine("description", rec.Description); err != nil {
			return err
		}
	}
	if err := oneLine("lexicon", rec.Lexicon); err != nil {
		return err
	}
	if strings.ContainsFunc(rec.IDAuthority, isSpaceOrBreak) || (rec.IDAuthority != "" && rec.ID == "") {
		return writeErr("id authority %q must be one word, with an id", notation.Clip(rec.IDAuthority))
	}
	if err := oneLine("id", rec.ID); err != nil {
		return err
	}
	if rec.IDAuthority == "" && strings.ContainsFunc(rec.ID, isSpaceOrBreak) {
		return writeErr("id %q without an authority must be one word", notation.Clip(rec.ID))
	}
	for i, r := range rec.Racks {
		if r == "" {
			continue
		}
		if v, _, err := parseRack(r); err != nil || v != r {
			return writeErr("rack %d %q is not upper-case tiles and '?'", i+1, notation.Clip(r))
		}
	}
	return nil
}

// checkPragmas checks the other pragmas: names that are one word and not
// a field's, in event order, notes only before the first event.
func (rec *Record) checkPragmas() error {
	at := 0
	for _, pr := range rec.Pragmas {
		low := notation.Lower(pr.Name)
		if strings.ContainsFunc(pr.Name, isSpaceOrBreak) || reservedPragma(low) {
			return writeErr("pragma name %q has a space, or has a field of its own", notation.Clip(pr.Name))
		}
		if pr.At < at || pr.At > len(rec.Events) {
			return writeErr("pragma %q: position %d out of order", notation.Clip(pr.Name), pr.At)
		}
		if low == "note" && pr.At > 0 {
			return writeErr("a note after an event belongs in Event.Note")
		}
		at = pr.At
		if pr.Value != "" {
			if err := multiLine("pragma "+pr.Name, pr.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

// reservedPragma reports whether a pragma name has a Record field.
func reservedPragma(low string) bool {
	switch low {
	case "title", "description", "lexicon", "id", "character-encoding":
		return true
	}
	if len(low) == 7 && strings.HasPrefix(low, "player") && low[6] >= '1' && low[6] <= '0'+maxPlayers {
		return true
	}
	return len(low) == 5 && strings.HasPrefix(low, "rack") && low[4] >= '1' && low[4] <= '0'+maxPlayers
}

// Check reports what keeps ev from being written as a GCG line that
// reads back the same, in a record of this many players.
func (ev Event) Check(players int) error {
	if ev.Player < 0 || ev.Player >= players {
		return fmt.Errorf("the event names none of the record's %d players", players)
	}
	if ev.Rack != "" {
		if v, _, err := parseRack(ev.Rack); err != nil || v != ev.Rack {
			return fmt.Errorf("rack %q is not upper-case tiles and '?'", notation.Clip(ev.Rack))
		}
	}
	if strings.Contains(ev.Note, "\r") {
		return errors.New("note holds a carriage return")
	}
	for _, l := range strings.Split(ev.Note, "\n") {
		if l != trimSpace(l) {
			return fmt.Errorf("note line %q has surrounding space", notation.Clip(l))
		}
	}
	return ev.checkKind()
}

// checkKind checks the fields of ev's kind, and that the fields of other
// kinds are empty, so that the record reads back the same.
func (ev Event) checkKind() error {
	place := ev.Position != "" || ev.Word != ""
	exch := ev.Exchanged != "" || ev.Count != 0
	end := ev.EndRack != ""
	switch ev.Kind {
	case EventPlace:
		if ev.Position != strings.ToUpper(ev.Position) || !isPosition(ev.Position) {
			return fmt.Errorf("position %q is not like 8H or H8", notation.Clip(ev.Position))
		}
		if w, err := parseWord(ev.Word); err != nil || w != ev.Word {
			return fmt.Errorf("word %q is not tiles and '.'", notation.Clip(ev.Word))
		}
		place = false
	case EventExchange:
		if ev.Exchanged != "" {
			if v, n, err := parseRack(ev.Exchanged); err != nil || v != ev.Exchanged || n != ev.Count {
				return fmt.Errorf("exchange %q of %d tiles", notation.Clip(ev.Exchanged), ev.Count)
			}
		} else if ev.Count < 1 || ev.Count > maxLine {
			return fmt.Errorf("exchange of %d tiles", ev.Count)
		}
		exch = false
	case EventEndRack:
		if v, _, err := parseRack(ev.EndRack); err != nil || v != ev.EndRack || v == "" {
			return fmt.Errorf("end-of-game rack %q is not upper-case tiles and '?'", notation.Clip(ev.EndRack))
		}
		end = false
	case EventPass, EventWithdrawn, EventChallengeBonus, EventTimePenalty:
	default:
		return fmt.Errorf("unknown kind %d", ev.Kind)
	}
	if place || exch || end {
		return fmt.Errorf("%s event carries fields of another kind", ev.Kind)
	}
	return nil
}
