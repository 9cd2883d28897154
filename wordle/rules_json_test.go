package wordle

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/tilekit/tilekit/internal/gametest"
)

// TestRulesJSONErrorsClipInput: Rules' JSON errors quote at most a short
// piece of what the caller passed, however long.
func TestRulesJSONErrorsClipInput(t *testing.T) {
	long := strings.Repeat("Q", 1<<20)
	errs := map[string]error{}
	var r Rules
	errs["Rules number"] = json.Unmarshal([]byte(`{"wordLength":1`+strings.Repeat("0", 1<<20)+`}`), &r)
	errs["Rules string"] = json.Unmarshal([]byte(`{"wordLength":"`+long+`"}`), &r)
	errs["Rules number text"] = json.Unmarshal([]byte(`{"timeLimitMs":"`+long+`"}`), &r)
	errs["Rules syntax"] = json.Unmarshal([]byte(`{"wordLength":5,`+long+`}`), &r)
	errs["Rules method"] = r.UnmarshalJSON([]byte(`{"tries":` + long + `}`))
	for what, err := range errs {
		gametest.ShortError(t, what, err, 200)
	}
}

func TestRulesJSON(t *testing.T) {
	b, err := json.Marshal(TimedMode(90 * time.Second))
	if want := `{"wordLength":5,"tries":6,"timeLimitMs":90000,"fast":false,"hard":false}`; err != nil || string(b) != want {
		t.Errorf("JSON %s, %v; want %s", b, err, want)
	}
	rapid.Check(t, func(t *rapid.T) {
		r := Rules{
			WordLength: rapid.Int().Draw(t, "len"),
			Tries:      rapid.Int().Draw(t, "tries"),
			TimeLimit:  time.Duration(rapid.Int64().Draw(t, "time")),
			Fast:       rapid.Bool().Draw(t, "fast"),
			Hard:       rapid.Bool().Draw(t, "hard"),
		}
		b := gametest.JSON(t, r)
		var back Rules
		if err := json.Unmarshal([]byte(b), &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if back.WordLength != r.WordLength || back.Tries != r.Tries || back.TimeLimit != r.TimeLimit || back.Fast != r.Fast || back.Hard != r.Hard {
			t.Fatalf("%+v encodes as %s and reads back as %+v", r, b, back)
		}
	})
	for _, bad := range []string{`{"timeLimitMs":1.1234567}`, `{"timeLimitMs":1e3}`, `{"timeLimitMs":99999999999999999}`} {
		var r Rules
		if err := json.Unmarshal([]byte(bad), &r); err == nil {
			t.Errorf("Rules from %s = %+v, want an error", bad, r)
		}
	}
}
