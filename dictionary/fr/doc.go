// Package fr bundles French word lists for tilekit's games. Importing it
// is all a program does to use them: it registers them with package
// dictionary, where a game in the French alphabet finds them
// ([dictionary.ForAlphabet]) when its caller gives no list of its own.
//
//	import _ "github.com/tilekit/tilekit/dictionary/fr"
//
// A program that does not import it carries none of its data, and the
// lists are decompressed only when first asked for.
//
// The lists are in [tiles.French], A to Z as on French crossword tiles:
// accents fold onto their letters (ÉTÉ is ETE, ÇA is CA) and the
// ligatures Œ and Æ are their two letters, so words that differ only by
// their accents are one word of the list (A and À, PECHE and PÊCHE).
//
// # Sources and licences
//
// [Default], the playable list, is the npm package
// an-array-of-french-words 2.0.0 (file index.json, derived from the
// Letterpress word list; MIT licence, © 2016 Zeke Sikelianos): of its
// 336,524 words, the 4,746 with a hyphen (A-T-IL, MOTS-CLÉS) are dropped,
// since no tile writes one, and folding accents merges 12,895 more into
// another spelling, leaving 318,883 words.
//
// [Common] keeps the 14,468 words of two or more letters of [Default]
// that the film-subtitle frequency list of the npm package
// @zxcvbn-ts/language-fr 3.0.2 (file src/commonWords.json, its 19,771
// most frequent words; MIT licence, © 2012-2016 Dan Wheeler and Dropbox,
// Inc.) also has. Two lists made independently, one of the words a
// dictionary holds and one of the words people say, agree on a word in
// everyday use; the rule needs no frequency threshold of ours. It gives
// 1,596 five-letter words for Wordle secrets.
//
// The licence texts ship beside the data, in the data directory, with a
// README; dictionary/internal/mklang rebuilds the files from the npm
// tarballs.
package fr
