// Package wordle implements the Wordle party game for two or more players
// (or teams), its timed, fast, team and solo variants, hard mode, the
// standard feedback marking. Its computer players, hints and solver are
// package wordle/solver, which imports it.
//
// # The game
//
// Players take turns as host, in seating order, one round each. The host
// of a round picks a secret word; every other player (a guesser) tries to
// find it in at most six rows. After each guess the host marks every
// letter: green when it is the secret's letter in that place, yellow when
// the secret has it elsewhere, grey otherwise (see Feedback for how repeated
// letters are marked). The guesser sees the letters and colours; the others
// only hear how many greens and yellows the row earned. A guess must be a
// word of the right length: a rejected guess costs no try. Guesses may be
// plurals; secrets may not.
//
// A guesser who solves in n rows scores n points; one who runs out of rows
// or gives up scores 7 (Tries+1 in general); the host scores nothing. The
// round ends when every guesser has solved, run out or given up. After the
// last round the fewest points wins, and tied players share the win.
//
// Variants, all as fields of Rules (the knobs):
//
//   - Rules.WordLength: letters per word, 4–8 (5 in the box).
//   - Rules.Tries: rows per guesser (6 in the box).
//   - Rules.SecretCheck: which words a host may pick. The default,
//     DefaultSecretCheck, wants a dictionary word that is not a plural
//     (IsPlural explains how plurals are recognised).
//   - Rules.TimeLimit: timed mode, a limit per guess (60 or 90 seconds in
//     the box). The library never reads a clock: when the caller's timer
//     runs out it applies TimeUp, which crosses out the row; the row counts
//     as a try.
//   - Rules.Fast: fast mode. The first guesser to solve ends the round at
//     once and scores 1, everyone else 0; the most points wins.
//   - Rules.Hard: hard mode, beyond the box. Every green letter must stay in
//     place and every revealed letter must appear in later guesses at least
//     as often as a row revealed it.
//
// DefaultRules, FastMode, TimedMode and HardMode are the presets.
//
// Team mode is the core game with teams as players: Setup.Teams lists each
// team's members. Solo play is a game of one player: the library is the
// host and draws the secret from the suggestion list with the game's seeded
// randomness (pass the day as Setup.Seed for a daily puzzle, or give
// Setup.Secret).
//
// # Playing
//
// New starts a game; State.Apply plays a Move and returns the next State.
// Guessers play at the same time, as at the table: their moves are accepted
// in whatever order the caller applies them (State.ToMove lists who may
// move), and in fast mode the first solving guess applied wins the round.
// A State is an immutable value: keep old ones for undo, share them between
// goroutines. State.LastMove and State.History give the moves applied so
// far. Moves are built with SetSecret, Guess, GiveUp and TimeUp, or read
// from text with ParseMove (or the State.ParseMove method). Every rejected
// move returns the receiver unchanged and a *MoveError that names the
// player (State.Name) and wraps a sentinel such as ErrNotAWord or
// ErrWrongLength; its Detail is the sentence to show that player.
// State.Score says what a move would earn; State.Result gives the
// standings and winners. The zero State is no game: it is over and refuses
// every move.
//
// State meets package gamekit's State and offers its capabilities
// (hints, previews, a clock, determinizing, masking, drawing), so generic
// servers and bots drive it through tilekit.Game like any other game. The
// package registers itself with the tilekit registry as "wordle", with
// the presets default, hard, fast and timed, and spanish and german,
// which need the caller's word list (tilekit.WithDictionary); each deals
// for 1 to MaxPlayers seats.
//
// # Serving players
//
// A server deals a game with the registry's Kind.New (or wraps a State
// with gamekit.Wrap) and plays each seat's text with tilekit.Game's
// PlayAs, which reads it with State.ParseMoveAs ("CRANE" is that seat's
// secret when it hosts and has not chosen yet, else its guess; "giveup"
// gives up) and refuses a seat that may not move, a move for another
// seat and TimeUp (State.Mover is tilekit.Onlooker for it: only the clock
// applies it) with ErrNotYourTurn before looking at the word. State.Mask
// gives a move as a seat may know it, and so Game.HistoryFor and
// Game.LastMoveFor: the secret's word is left out until the round ends
// (its host excepted), and another guesser's guess shows only its
// greens and yellows, "1 guess (2 green, 1 yellow)". State.History,
// State.LastMove, State.Score and the State's text and JSON hold every
// secret: they are for the server and for records.
//
// State.Outcome gives the standing in the shape every tilekit game shares;
// Game.Hints (with package wordle/solver imported) offers a host secrets
// to set and a guesser the solver's next guess and giving up; State.Preview says what a move costs without
// saying whether a guess solves; State.Draw pictures the game as a seat
// sees it, in plain text. In timed mode State.Clock names the current
// period and State.Expire ends it: every guesser still playing loses the
// row, once, however late or often the caller's timer fires.
//
// # Computer players
//
// Bots and hints are an engine, in package wordle/solver: importing it
// (or package all) gives the registry's Kind.Bot, which
// tilekit.NextMove asks, and Game.Hints; its doc has the table of
// levels. The rules give engines the words they choose from:
// State.Fitting (the words that fit a guesser's rows), State.CommonWords
// and State.Suggestions.
//
// The State knows every secret. Give each player State.View(p) instead: it
// follows the information rules of the box (see View), so a front end or a
// game server cannot leak a secret by accident. A View encodes as JSON for
// a web client; it says whose turn it is, what the last move was (as far
// as the viewer may know), whether the host has set the secret, and each
// readable board's Keyboard (every letter's best known colour). A host who
// needs a word can be offered State.Suggest; Suggestions returns the whole
// list.
//
// # Feedback and the solver
//
// Feedback marks a guess against a secret and returns a Pattern, whose
// String form is one character per letter (G green, Y yellow, . grey);
// ParsePattern reads it back, Pattern.Emoji draws the coloured squares and
// ShareGrid (or Board.ShareGrid, for a board of a View) formats a finished
// board the way the original game shares it, a give-up and rows lost to
// the timer included.
//
// Package wordle/solver serves front ends and bots: a Solver over an
// answer list and a guess list lists the answers still possible after a
// history of Steps, proposes the next guess and builds whole strategies,
// and the package's hints and bots use it. Board.Steps turns a player's
// View into that history. FeedbackCodes and AppendFeedbackCodes mark
// words held as letter codes (ReadWord and WordText convert), the form
// a solver's tables are built in.
//
// # Words
//
// Guesses and secrets are checked against Setup.Dictionary, the bundled
// dictionary.Default when nil; suggestions come from dictionary.Common. A
// typed nil dictionary, such as (*dictionary.List)(nil), is refused.
//
// # Other languages
//
// Rules.Alphabet plays in any tiles.Alphabet (nil is English, A–Z, the
// box game). The presets Spanish (tiles.Spanish27: A–Z and Ñ, accented
// vowels read as plain ones, as the popular Spanish versions play),
// French (tiles.French: A–Z, accents folded, Œ as OE) and German
// (tiles.German: Ä, Ö and Ü are letters of their own; ß is written SS,
// two squares) start from DefaultRules; the registry's Kind.New knows
// them as the presets "spanish", "french" and "german".
//
// Their word lists live in packages of their own, dictionary/es,
// dictionary/fr and dictionary/de, which package wordle does not import:
// a program that imports one gets that language's game with no list to
// bring (Setup.Dictionary nil, or Kind.New with no
// tilekit.WithDictionary), its playable list checking guesses and its
// everyday words (the package's Common list) drawing the secrets and
// the suggestions, hints and bots' words. Without the import a nil
// Setup.Dictionary is refused with ErrBadSetup and an error that names
// the import. A caller's list in the alphabet works with or without it,
// typically dictionary.ReadWords(tiles.Spanish27(), file); a plain
// Contains is asked words written in the alphabet (see
// dictionary.InAlphabet), and a list that names another alphabet is
// refused with ErrBadSetup. Secrets are checked only against the game's
// list (the plural rule is English); suggestions and a solo game's
// secret are the bundled common words it accepts, or, without the
// language package, its own words of the rules' length.
//
// Feedback is per letter: WordLength counts letters, a letter of several
// characters (a digraph, in an alphabet that has them) is one square, and
// repeated letters are marked as in English; FeedbackIn marks text in any
// alphabet. Words are typed as text and read as the alphabet reads it:
// greedily (the longest letter first), in any case, with its folds (Á is
// A in Spanish, ß is SS in German), and [CH] in brackets for one letter
// where greedy reading would split a word otherwise. Words are written
// back in upper case in the alphabet's notation: in moves, histories,
// views and the state's text, whose rules line names the alphabet
// ("alphabet=spanish-27"). A word of letters that greedy reading of its
// own text would read otherwise (C then H, in an alphabet with CH) is no
// word of a list read from plain text. Inside a State words are kept as
// letter codes, one byte a letter, so English games are stored and played
// exactly as before.
//
// # Saving games
//
// State and Move implement encoding.TextMarshaler and TextUnmarshaler, and
// so encode to JSON as strings. A Move's text is "<player> <verb> [WORD]",
// for example "1 guess CRANE"; a State's is a header and the game's moves.
// A custom dictionary and a custom secret check are values of the
// caller's program, which no text can hold: the text records that they
// were in use, and a decoded State refuses to check words (ErrDetached)
// until State.Attach gives the dictionary back and State.AttachCheck the
// check. Decoding reads the header first and then one line at a time, so
// hostile input costs time and memory in proportion to its size, and
// errors quote at most a short, clipped piece of it.
//
// The same rules, setup, seed and moves always give the same State, on
// every machine.
package wordle
