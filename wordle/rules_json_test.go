package wordle

import (
	"encoding/json"
	"strings"
	"testing"

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
