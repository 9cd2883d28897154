// Package wordgame implements the 15x15 crossword tile game: players take
// turns laying letter tiles on a board of premium squares to form words,
// as in the classic crossword board games. It gives front ends, bots,
// servers and analysis tools the complete rules (with every variant knob),
// the standard notations (move coordinates, CGP positions, GCG game
// records) and a fast move generator.
//
// # The game
//
// Each player holds a rack of tiles drawn from a bag. On a turn a player
// either places tiles, passes, or (when the rules allow) exchanges tiles.
//
// A placement puts one or more tiles in a single row or column so that,
// with the tiles already on the board, they make one unbroken line: its
// main word. The first placement must cover the start square (the centre)
// and be at least Rules.MinFirstWord letters long; every later one must
// touch a tile already played. Every word the placement forms must be in
// the dictionary: the main word and each cross word, that is the run of
// two or more tiles through a new tile at right angles to the main word.
// A blank stands for any letter, chosen when it is placed, and is worth
// nothing.
//
// A word scores the sum of its letter values; a letter premium (double or
// triple letter) multiplies the value of the new tile placed on it; a word
// premium (double or triple word) under a new tile multiplies the whole
// word. A premium counts only in the turn a tile is first placed on it.
// When one word covers several word premiums, the default rules apply only
// the highest of them; the classic rules multiply them all. Placing a
// whole rack (Rules.RackSize tiles) earns the all-tiles bonus. After
// placing, the player refills the rack from the bag.
//
// If every player passes on their first turn, all racks go back to the
// bag and everyone draws again (once per game; the count of scoreless
// turns then starts again from zero). The redraw comes before the end
// rule: the opening passes never end the game, so with 3 or 4 players
// every seat gets its first turn, even where the passes outnumber
// Rules.ScorelessTurns. The game ends when a player has
// used every tile with the bag empty, or after a run of
// Rules.ScorelessTurns scoreless turns (passes and exchanges) by any
// players; a placement, even one scoring nothing, ends the run. The tiles
// left on the racks then change the scores as Rules.End says. Apply makes
// that adjustment in the move that ends the game, so the final State's
// scores are final; Result itemises it.
//
// # Rules knobs
//
// Rules holds every variant choice; DefaultRules is the game of the rule
// text and Classic the rules of the established crossword engines, under
// which their positions and records score exactly as they record them.
//
//   - Players: 2 to 4 (2); New takes the count from its Setup instead.
//   - Tiles: the tile set with the letter values (104 tiles: 102 letters
//     and 2 blanks; Classic: the 100-tile English set), at most MaxTiles.
//   - Layout: the board and its premium squares, any rectangle from 2x2
//     to MaxBoardSize x MaxBoardSize (StandardLayout(), 15x15).
//   - RackSize: tiles per rack (8; Classic 7).
//   - MinFirstWord: letters of the first word (4; Classic 2).
//   - WordBonus: Highest (the default) or Product (Classic) of the word
//     premiums under a word's new tiles.
//   - AllTiles and AllTilesPoints: what placing a whole rack earns:
//     DoubleMainWord (the default: the main word counts twice),
//     DoubleMove (every word counts twice) or FlatBonus (Classic: 50).
//   - Exchange: whether a player may exchange tiles, which needs at least
//     RackSize tiles in the bag (off; Classic on).
//   - OpeningRedraw: the redraw after everyone passes on their first turn
//     (on; Classic off).
//   - ScorelessTurns: scoreless turns in a row that end the game (3;
//     Classic 6).
//   - End: MinusOwnRack (the default: everyone loses their own rack's
//     value), BoxRule (the player who went out also gains everyone else's)
//     or TournamentRule (Classic: the player who went out gains twice the
//     others' racks, and nobody loses anything). However the game ends on
//     scoreless turns, every player loses their own rack's value.
//
// # Other alphabets
//
// The game plays in the alphabet of its tile set, Rules.Tiles.Alphabet()
// (a tiles.Alphabet: English, A to Z, unless the tiles were made in
// another). SpanishTiles, CatalanTiles, FrenchTiles, GermanTiles and
// PolishTiles are the published sets of those languages, with tiles that
// carry two letters (Spanish CH, LL and RR; Catalan L·L, NY and QU); put
// one in Rules.Tiles. The dictionary must be of the same alphabet: a
// caller's (dictionary.FromWords or dictionary.ReadWords with that
// alphabet, or any Contains, which is then asked words of that alphabet:
// see dictionary.InAlphabet), or, when Setup.Dictionary is nil, the list
// bundled for the alphabet by a package the program imports
// (dictionary/es for SpanishTiles, dictionary/fr for FrenchTiles,
// dictionary/de for GermanTiles; package wordgame imports none of them,
// so a program pays only for the languages it imports). New refuses a
// list of another alphabet, and a nil Dictionary when no list of the
// alphabet is bundled in the program, saying which import is missing;
// Attach leaves the State detached. The Easy level's common words come
// from the same package (its Common list); in an alphabet without one,
// Easy picks among the best placements of the game's own dictionary. The
// equity leave tables are English: in another alphabet equity values
// every leave at 0.
//
// A tile is one square whatever its letter: a CH tile scores its own
// value, a letter premium under it multiplies that value, and a blank may
// stand for CH. A word is a sequence of tiles, as the established engines
// have it: plain text is read greedily, the longest letter first (CHE is
// CH, E), and a C tile next to an H tile spells C then H, which no word of
// a dictionary read from plain text holds, so such a placement makes no
// word. In notation a letter of several characters may be written in
// brackets, as Move.String writes it ("8H [CH]E"; "8H CHE" reads the same,
// and "8H [C]HE" is C, H, E), and lower case is a blank ("8H [ch]E",
// "8G AñO"). The alphabet's other spellings read too, as in a word list:
// Catalan QÜ is QU and ŀl is L·L, and German ß, which has no capital
// tile, is two natural S tiles in any case ("8H STRAßE" is "8H STRASSE";
// blanks for it are written ss, as any others). Only L.L differs: a '.'
// in notation is always a board tile, so there it is L, a board tile and
// L. CGP positions and GCG records write such letters the same
// way, in board rows, racks and moves, and a record names its tile set
// with the reference engines' #tile-distribution pragma, so the alphabet
// comes back when it is read. The move generator handles alphabets of up
// to 32 letters (every preset); a game in a larger alphabet can be played
// and scored by people, but LegalMoves yields nothing, BestMove says why,
// and the computer players (package wordgame/bot's Move, and the Move of
// Kind.Bot's Bot) refuse at once with an error wrapping errors.ErrUnsupported.
//
// # States and moves
//
// A State is an immutable value: Apply returns a new State and leaves the
// receiver as it was (on error too), so States can be kept and shared
// between goroutines. All randomness comes from the generator of the bag
// inside the State (seeded by Setup.Seed), so the same seed and the same
// moves give the same game everywhere. State has the methods every
// tilekit game's State has (gamekit.State): Players, Name (the Setup name
// or "Player 1"...), ToMove (the seat to move, or none once the game is
// over), Over, Outcome, Validate, Apply, Mover, History (every move since
// New; Apply stays constant-time by sharing an immutable list of earlier
// moves), View, ParseMove and MarshalText; and, of gamekit's optional
// ones, LastMove, Mask, Preview, Determinize, LegalMovesAs and Draw
// (hints come from the engine: see below). The zero State is a game that is over: every move is refused with
// ErrGameOver.
//
// Moves carry no seat: Mover says every move is the seat to move's. A
// server that takes moves from several people deals the game through
// tilekit (Kind.New) and sends each with tilekit.Game's PlayAs, which
// refuses a seat whose turn it is not with ErrNotYourTurn before looking
// at the move, so that a waiting player who types a move learns nothing
// of the mover's rack. History holds everything, the tiles each exchange
// gave back included, for servers and records; Mask (and so
// tilekit.Game's HistoryFor and LastMoveFor) and View(p) show another
// seat's exchange only by its count ("-3"), as the table sees it. The
// game has no clock: nothing in it is timed.
//
// View(p) is what player p may see, shaped for a client: JSON with
// camelCase keys, the board as rows of cells (letter, value, blank flag,
// premium), tiles as objects, whose turn it is and the last move;
// View.Draw renders its board and rack as text with coordinates and
// premium squares, and State.Draw(p) adds the scores, the bag, the turn
// and the last move: the whole of what p may see, for a terminal or a
// chat. Result gives the standings, and the racks left only once the game
// is over.
//
// A Move is a small comparable value: a placement (Place), a pass (Pass)
// or an exchange (Exchange). Validate, Score and Apply agree: Validate is
// nil exactly when Apply succeeds, and Score gives what Apply adds, with a
// breakdown per word. A rejected move returns a *MoveError wrapping one of
// the Err sentinels (use errors.Is) with a message naming the player, the
// move and the rule, such as `wordgame: Ada: 8H QXZ: "QXZ" is not a word`;
// its Detail alone (`"QXZ" is not a word`) is what a front end shows the
// player. Errors quote at most a short piece of the input and name a
// non-ASCII character as itself ('Ć').
//
// A placement is kept in a normal form so that each distinct placement is
// exactly one Move value: its span covers the whole main word, board tiles
// included, and a single new tile runs across when it has a neighbour in
// its row, else down. ParseMove and State.Normalize produce that form.
//
// # Playing through tilekit
//
// Importing the package registers it with tilekit's registry as
// "wordgame" (tilekit.Lookup), with the presets "default" (DefaultRules:
// racks of 8, no exchanges) and "classic" (Classic), each for 2 to 4
// players, and tilekit.Decode recognises its CGP text. The presets
// "spanish", "catalan", "french", "german" and "polish" play Classic with
// those languages' tile sets (Preset.Alphabet names the alphabet). Kind.New
// deals spanish, french and german with no list of the caller's once
// the program imports dictionary/es, dictionary/fr or dictionary/de (the
// German list is drawn from running text, not a crossword lexicon);
// without the import, and for catalan and polish, it needs the caller's
// list, given with tilekit.WithDictionary, and its error names what is
// missing.
//
// # Engines
//
// The rules hold no engine: the computer players and the hints live in
// packages that import these rules, never the other way round. Package
// wordgame/bot registers them for the kind (Kind.Bot and Game.Hints; a
// program gets them with import _ "github.com/tilekit/tilekit/all" or of
// wordgame/bot itself), and gives them in this package's types (bot.Move,
// bot.Hints); its documentation has the levels and each one's worst case.
// The bots build on three engines, each its own package: wordgame/equity
// ranks moves by score plus the value of the tiles kept (equity.Moves,
// equity.Best), wordgame/sim plays candidates out on deals of the unseen
// tiles (sim.Simulate), and wordgame/endgame solves a two-player
// position once the bag is empty (endgame.Solve). Every search they make
// for moves stops at MoveBudget steps of the generator, whatever the
// rack.
//
// Determinize deals a position again as one seat may imagine it, and
// LegalMovesAs lists every move (up to MaxLegalMoves), for searches of
// one's own.
//
// # Move notation
//
// ParseMove reads the standard coordinates: "8H WORD" starts at row 8,
// column H and runs across; "H8 WORD" starts at the same square and runs
// down. In the word an upper-case letter is a tile, a lower-case letter a
// blank standing for that letter, and '.' a tile already on the board (the
// board's letters may also be written out in full). "-" is a pass and
// "-ABC" an exchange of A, B and C, with '?' for a blank. Move.String and
// MarshalText write the resolved form, with '.' for board tiles, which
// UnmarshalText reads back without a board; "-3" is an exchange whose
// tiles are hidden (see Move.Hidden), which can be shown but not played.
// Text that does not read is a *MoveError wrapping ErrSyntax, also when
// it names a square off the board or disagrees with the board's tiles.
//
// # CGP positions
//
// State.MarshalText writes, and State.UnmarshalText and FromCGP read, CGP:
//
//	<rows> <rack>/<rack>... <score>/<score>... <scoreless turns> [opcode args; ...]
//
// Rows are separated by '/'; within a row a number counts empty squares,
// an upper-case letter is a tile and a lower-case letter a blank. Racks
// use '?' for a blank. The player to move comes first among the racks and
// scores. The number of racks is the number of players, at least two
// ("ADEHLRT/" is a two-player position whose second rack is unknown). The
// bag holds the tile set minus the board and the racks; a position using
// more tiles than the set holds is an error. In a CGP from another engine
// (without tk.rand), a rack left empty while the bag still holds tiles is
// unknown, not empty: it is dealt from the bag.
// A position where a player has no tiles and the bag is empty, or whose
// scoreless turns reach the limit, is a finished game whose scores are
// taken as final.
//
// Opcodes other engines write are read and ignored, except lex. The
// package writes and reads these:
//
//   - lex NAME: the dictionary: "default" (dictionary.Default), "common"
//     (dictionary.Common) or "custom" (a caller's own, which a decoded
//     State does not have: reattach it with Attach; until then
//     placements fail with ErrDetached). Any other name reads as
//     Default. FromCGP ignores it and uses the dictionary it is given.
//   - tk.rules SPEC: the rules: "default", "classic", or every field as
//     key=value pairs (rack, first, wordbonus, alltiles, exchange, redraw,
//     scoreless, end, tiles, layout). Without it UnmarshalText uses
//     Classic; FromCGP always uses the rules it is given.
//   - tk.rand HEX: the state of the bag's generator (seed 0 without it).
//   - tk.seat N: the seat (0-based) of the player to move, who is listed
//     first (0 without it).
//   - tk.open N: the passes played since the start of the game, while the
//     opening redraw can still happen.
//   - tk.end A/B...: the end-of-game adjustments included in the scores.
//   - tk.names "A" "B"...: the players' names, quoted with backslash
//     escapes.
//   - tk.hist SEAT RACK SCORE TOTAL MOVE/...: the moves played, oldest
//     first: the 0-based seat that played each, its rack before the move
//     ('-' for none), the points it earned, that seat's score after it,
//     and the move in notation.
//
// With these, UnmarshalText(MarshalText(s)) restores s exactly, its
// history included (History, LastMove, View and NewRecord read the same),
// and JSON carries a State as its CGP text. A position without tk.hist
// (another engine's) has an empty history. A CGP text may be up to 4 MiB
// long.
//
// # Game records (GCG)
//
// A game is saved and shared as a GCG record: pragma lines (#player1 nick
// Full Name, #title, #description, #id, #lexicon, #note, and any other,
// which are kept) and one event line per turn ("8H WORD" placements, "-"
// passes, "-ABC" or "-3" exchanges) or score change ("--" a play withdrawn
// after a challenge, "(challenge)" bonuses, "(RACK)" end-of-game rack
// points, "(time)" penalties), each with the points and the player's
// running total. Package wordgame/gcg reads and writes records as plain
// data: gcg.Read parses a record into a gcg.Record (CRLF, a byte-order
// mark, Latin-1 or UTF-8 text are all fine; keywords match in ASCII only,
// and reading takes time and memory linear in the record, which may be up
// to 4 MiB) and gcg.Write writes one in UTF-8. Here, NewRecord builds one from a
// State's history, for a finished or a running game, naming the lexicon
// and, in a "#tk.rules" pragma, the rules (a preset's name or every knob,
// as in CGP); RecordRules names a record's rules; ReplayGCG and Replay play a
// record on a new game
// (under the rules the record names when given the zero Rules) and check
// everything it states: each move's legality and score, each running total, the
// end-of-game rack points; the first disagreement is a *GCGError with its
// line number, wrapping ErrGCGMismatch or the move's own error. A phony
// that was withdrawn is placed without the word check and taken back, and
// the turn counts as a pass. Records from other programs were checked
// against their own word list: to replay one whose words the dictionary
// lacks, pass a permissive dictionary such as
// dictionary.Func(func(string) bool { return true }).
//
// # Finding moves
//
// LegalMoves yields every legal placement for the player to move as the
// generator finds them, unsorted (passes and exchanges are left out);
// AppendLegalMoves appends the same moves to a slice, allocating nothing
// when it has room. Each distinct set of placed tiles is one move in
// normal form: a single tile is listed once whatever its direction, a
// blank gives a separate move for each letter it can stand for (and a
// different one from a natural tile of that letter), and two blanks on a
// rack are one kind of tile, so swapping them gives no new move.
// The hints (package wordgame/bot) are the generator's n best
// placements, best first, keeping only n while searching; moves with
// equal scores come across before down, then by row, column and letters,
// so the order depends only on the position.
// Preview says what a move would earn, word by word. BestMove returns the
// best placement (an error wrapping ErrNoMove when there is none), for
// front ends and bots.
//
// The generator searches the board with Appel and Jacobson's method
// (anchors, cross-check letter sets per square, left parts from the rack,
// extension to the right) over a minimal word automaton (a DAWG) built
// from the dictionary's word list the first time it is needed, about a
// tenth of a second and 2 MB for the bundled Default list, and shared,
// safely for concurrent use, by every State using that dictionary. A
// dictionary that cannot list its words but answers prefix queries
// (dictionary.PrefixChecker) gets an exact automaton found through those
// queries (seconds for a list the size of Default, once). One that only
// answers Contains is searched through the bundled Default list filtered
// by its Contains: every move found is legal, but moves needing a word
// outside Default are missed. A dictionary whose value cannot be a map
// key (a dictionary.Func) has its automaton rebuilt on every call. A
// dictionary with more than MaxDictionaryWords words of 2 to MaxBoardSize
// letters, a nil pointer, or one whose methods panic gets no automaton:
// the generator finds no moves and BestMove says why, with an error
// wrapping ErrDetached. A search given a context (the engines' WithContext
// options, a bot's MoveContext) stops waiting for a first build when its
// context is done, and the build goes on for the searches after it.
//
// The automaton is a DAWG rather than a GADDAG (which holds every word
// once per letter): for Default a GADDAG would be several times larger
// and far slower to build, and with cross-checks computed once per
// position, scores summed during the walk, no sorting unless asked and no
// allocation per move, the DAWG search generates every placement of the
// 40 reference positions (testdata/wordgame-movegen.tsv, 193,037 moves)
// in under a millisecond of CPU per position on a 2-core server.
package wordgame
