// Package tiles is the shared vocabulary of every tilekit game: the [Tile]
// a player holds, the [Symbol] printed on it, the [Distribution] a set is
// made of, and the [Bag] tiles are drawn from.
//
// Everything here is a value. A [Bag] holds its undrawn tiles and its own
// random generator ([Rand], a PCG from math/rand/v2); drawing returns a new
// Bag and leaves the old one as it was, so copying a Bag forks its future
// draws and saving it saves them. The library never reads the clock or the
// global generator: the same seed and the same calls give the same tiles on
// every machine.
//
// A Bag never reveals the order in which it will hand out its tiles. Its
// contents are kept as a sorted multiset and each draw picks a position at
// random, so [Bag.Tiles] and the encodings show what is left, not what
// comes next.
//
// # Alphabets
//
// Letters belong to an [Alphabet]. English, A to Z, is the default: a
// Tile built with [Letter] or a struct literal is English, and its letter
// code is the ASCII capital. Other alphabets ([Spanish], [Catalan],
// [French], [German], [Polish], [Spanish27], or one of a caller's own from
// [NewAlphabet]) may have letters beyond A–Z (Ñ, Ä, Ł) and letters of
// several characters (CH, L·L, NY). A letter is then a one-byte code, its
// place in the alphabet counted from 'A', and a Tile carries its
// alphabet, so it prints and encodes itself.
//
// Text is read greedily, the longest letter first, and brackets name one
// letter explicitly: in Spanish, CHORRO is CH O RR O, and [C]H is C then
// H. A word is a sequence of tiles, so a C tile beside an H tile never
// spells the Spanish CH; the writers bracket what they must ("[CH]O[RR]O")
// so that every text reads back as the same tiles.
//
// Racks and other small collections are plain []Tile slices; [Contains],
// [Remove], [Add], [Difference] and [Sort] treat them as multisets.
//
// # Text forms
//
// A tile's text is its face, its point value, and an optional symbol:
//
//	A1         the letter A worth 1
//	?0         a blank that has not been given a letter
//	e0         a blank standing for E
//	C1@clove   a C worth 1 with the clove symbol
//	66@red     the number tile 6 worth 6, coloured red
//	[CH]5      a Spanish CH worth 5 (spanish:[CH]5 where the alphabet
//	           must be named, as in MarshalText)
//
// A multiset (a [Distribution], the contents of a [Bag]) is written as
// space-separated tiles in sorted order, with *N for a repeated tile:
// "A1*9 B3*2 ?0*2". Tiles of another alphabet follow its name:
// "spanish: A1*12 [CH]5 ?0*2".
//
// # Limits
//
// Tile sets come from callers too, so sizes are bounded: a Distribution
// holds at most [MaxTiles] tiles ([Distribution.Validate] adds its counts
// without overflow, whatever they are), and a multiset's text may claim
// no more. Parsers quote at most a short, clipped piece of their input in
// an error and name a non-ASCII character as the character.
package tiles
