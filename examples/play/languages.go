package main

// The word lists bundled for other languages than English: importing
// their packages registers them, so that the Spanish, French and German
// presets deal without -words (a library package never imports them; a
// program chooses the languages it carries).
import (
	_ "github.com/tilekit/tilekit/dictionary/de"
	_ "github.com/tilekit/tilekit/dictionary/es"
	_ "github.com/tilekit/tilekit/dictionary/fr"
)
