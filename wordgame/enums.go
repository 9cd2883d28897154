package wordgame

import "fmt"

// Text forms of the enumerations, from their name tables, so that
// notation, logs and JSON agree.

func parseEnum[E ~uint8](names []string, kind string, text []byte) (E, error) {
	for i, n := range names {
		if n == string(text) {
			return E(i), nil
		}
	}
	return 0, fmt.Errorf("wordgame: unknown %s %q", kind, text)
}

// MarshalText writes the mode's name.
func (b WordBonus) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a name String writes.
func (b *WordBonus) UnmarshalText(text []byte) (err error) {
	*b, err = parseEnum[WordBonus](wordBonusNames[:], "word bonus", text)
	return err
}

// MarshalText writes the mode's name.
func (b AllTilesBonus) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a name String writes.
func (b *AllTilesBonus) UnmarshalText(text []byte) (err error) {
	*b, err = parseEnum[AllTilesBonus](allTilesNames[:], "all-tiles bonus", text)
	return err
}

// MarshalText writes the rule's name.
func (e EndRule) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads a name String writes.
func (e *EndRule) UnmarshalText(text []byte) (err error) {
	*e, err = parseEnum[EndRule](endRuleNames[:], "end rule", text)
	return err
}

// MarshalText writes "across" or "down".
func (d Direction) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads "across" or "down".
func (d *Direction) UnmarshalText(text []byte) (err error) {
	*d, err = parseEnum[Direction](directionNames[:], "direction", text)
	return err
}

// MarshalText writes the reason's name, so JSON shows it as text.
func (e EndReason) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// UnmarshalText reads a name String writes.
func (e *EndReason) UnmarshalText(text []byte) (err error) {
	*e, err = parseEnum[EndReason](endReasonNames[:], "end reason", text)
	return err
}
