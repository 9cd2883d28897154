// Package es bundles Spanish word lists for tilekit's games. Importing it
// is all a program does to use them: it registers them with package
// dictionary, where a game in a Spanish alphabet finds them
// ([dictionary.ForAlphabet]) when its caller gives no list of its own.
//
//	import _ "github.com/tilekit/tilekit/dictionary/es"
//
// A program that does not import it carries none of its data, and the
// lists are decompressed only when first asked for.
//
// The same words come in the two Spanish alphabets of package tiles:
//
//   - [Default] and [Common] in [tiles.Spanish], the 28 letters of
//     Spanish crossword sets (FISE), for the crossword game. CH, LL and RR
//     are letters of their own and Ñ one letter; a word holds them as a
//     player's move spells it, read greedily from its text, so CHORRO is
//     the four letters CH O RR O and [C]HORRO is no word. The sets have no
//     K or W, and no word of the lists needs them.
//   - [Default27] and [Common27] in [tiles.Spanish27], A to Z with Ñ, for
//     Spanish Wordle: CHORRO has six letters there.
//
// Accents are not written (CAMIÓN is CAMION), as on the tiles.
//
// # Sources and licences
//
// The playable lists are the npm package an-array-of-spanish-words 2.0.0
// (file index.json, derived from the Letterpress word list; MIT licence,
// © 2016 Zeke Sikelianos): 636,598 words, every one of them spelled in
// both alphabets. It has the inflected forms (CHORROS, CANTÁBAMOS) but
// not verbs with pronouns attached (HACERLO, DÉJAME).
//
// The common lists are its 20,146 words of two or more letters that the
// film-subtitle frequency list of the npm package @zxcvbn-ts/language-es-es
// 3.0.2 (file src/commonWords.json, its 27,873 most frequent words; MIT
// licence, © 2012-2016 Dan Wheeler and Dropbox, Inc.) also has. Two lists
// made independently, one of the words a dictionary holds and one of the
// words people say, agree on a word in everyday use; the rule needs no
// frequency threshold of ours. It gives 2,169 five-letter words in
// [tiles.Spanish27] for Wordle secrets.
//
// The licence texts ship beside the data, in the data directory, with a
// README; dictionary/internal/mklang rebuilds the files from the npm
// tarballs.
package es
