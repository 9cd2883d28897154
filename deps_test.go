package tilekit_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// The packages of the module, by what they hold. Every package that is
// neither internal nor an example must be in one of the two lists, so a
// new package is classified when it is added.
var (
	rulesPackages = []string{
		"", "gamekit", "tiles", "dictionary", "dictionary/de", "dictionary/es", "dictionary/fr",
		"wordle", "wordgame", "wordgame/gcg", "wordoku", "sumoku", "quaddoku",
	}
	enginePackages = []string{
		"all", "search",
		"wordle/solver",
		"wordgame/leaves", "wordgame/equity", "wordgame/sim", "wordgame/endgame", "wordgame/bot",
		"wordoku/solver", "sumoku/solver", "quaddoku/bot",
	}
)

const module = "github.com/tilekit/tilekit"

func goList(t *testing.T, args ...string) []string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to list packages with")
	}
	out, err := exec.Command(goTool, append([]string{"list"}, args...)...).Output()
	if err != nil {
		t.Fatalf("go list %s: %v", strings.Join(args, " "), err)
	}
	return strings.Fields(string(out))
}

func relative(path string) (string, bool) {
	if path == module {
		return "", true
	}
	rel, ok := strings.CutPrefix(path, module+"/")
	return rel, ok
}

// Rules packages hold rules: none depends, even indirectly, on an engine
// (a solver, a search, a bot, hints that search). Engines import rules.
func TestRulesDoNotDependOnEngines(t *testing.T) {
	for _, path := range goList(t, module+"/...") {
		rel, _ := relative(path)
		internal := strings.HasPrefix(rel, "internal/") || strings.Contains(rel, "/internal/")
		example := strings.HasPrefix(rel, "examples/") || strings.Contains(rel, "/testdata/")
		if !internal && !example && !slices.Contains(rulesPackages, rel) && !slices.Contains(enginePackages, rel) {
			t.Errorf("package %s is neither a rules package nor an engine package: classify it in deps_test.go", path)
		}
	}
	for _, rules := range rulesPackages {
		path := strings.TrimSuffix(module+"/"+rules, "/")
		for _, dep := range goList(t, "-deps", path) {
			if rel, ok := relative(dep); ok && slices.Contains(enginePackages, rel) {
				t.Errorf("rules package %s depends on engine package %s", path, dep)
			}
		}
	}
}
