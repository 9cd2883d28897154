// Package sumoku implements the rules of Sumoku, the number-tile
// crossword game, in all five of its variants, with the move finder the
// shared-table game's rules need (a pass is legal only when no tile
// fits). The layout solver, the computer players and the hints are the
// engine's, in package sumoku/solver.
//
// # The game
//
// Tiles carry a number from 1 to 8 in one of six colours (red, orange,
// yellow, green, blue, purple); the box holds each colour and number
// twice, 96 tiles. A 6 may stand as a 9: the choice is made when the
// tile is laid down and holds for its row and its column. A die with
// faces 3 3 4 4 5 5 sets the key number once per game (in the challenge
// variant two rolls are added).
//
// Tiles are laid out crossword fashion on a table without edges. A line
// is a run of two to six tiles in a row or a column with no gap; every
// line must total a multiple of the key number and hold each colour at
// most once (in solo, each number at most once as well, a 6 and a 6
// standing as 9 counting as different numbers). A Layout is such a
// pattern; CheckLayout says whether one is valid and, when not, lists
// every line at fault and the rule it breaks.
//
// # Variants
//
// The variant is a field of Rules; the presets are DefaultRules (the
// standard game), Speed, Spot, Team(n), Solo and Challenge(r).
//
//   - Standard, 2–5 players, one shared table. Everyone draws 8 tiles;
//     the player whose rack adds up to least (the first such seat on a
//     tie) opens with one line through the centre square and scores its
//     total. After that a turn lays one or more tiles in one row or
//     column, joined into one run with the tiles already there and
//     touching the layout side by side; every line formed or lengthened
//     must be valid, and the turn scores the total of each of them. A
//     line of six (necessarily six colours) earns another turn before
//     the rack is refilled to 8. A player passes only when no tile of
//     the rack can be placed (Rules.FreePass allows passing at any
//     time). The game ends when every player has passed in succession
//     (nobody can play, whether or not the bag is empty), and each
//     player then loses the value of the tiles still in hand. The
//     highest total wins, ties shared.
//   - Speed, 2–8 players, each with 10 tiles. At any time a player may
//     Swap one tile for two from the pile, or Claim with a layout of
//     their tiles. A claim that uses every tile in a valid layout wins
//     the round; any other claim puts the claimant out of the round:
//     their tiles go back to the pile and every player still in draws
//     two. (A claim naming tiles the player does not hold is refused
//     as bad input, changing nothing.) A new round gathers all tiles,
//     deals 10 each and rolls the die again. The match goes to the first player with three round wins,
//     or two in a row. (Should everybody go out, the round is dealt
//     again with no winner.)
//   - Spot, 2–8 players, ten tiles face up. A ClaimSpot names four of
//     them that can stand in one line (their order is free and a 6 may
//     count as 9, so only the colours and the total matter). A right
//     claim keeps the four tiles and four new ones are turned up. A wrong
//     claim gives back the claimant's four most recently won tiles; a
//     player holding fewer than four plays on in the current round and
//     sits out the next one (a round runs from one right claim to the
//     next; SitsOutNext tells who owes one, and should every player owe
//     it, nobody sits out).
//     Whenever no four face-up tiles form a line, four more are turned
//     up; when none can be and the pile is empty, the game ends. The
//     first to keep 16 tiles (12 with five or more players) wins.
//   - Team, 2–4 teams sharing the whole set (48, 32 or 24 tiles each).
//     The first team to Claim a valid layout of all its tiles wins; a
//     claim that is not is refused, with the reason.
//   - Solo, one player: draw 16; each Claim of a valid layout of every
//     tile drawn so far draws 10 more, until all 96 are laid out or the
//     player plays Stop. The tiles of a claimed pattern stay where they
//     are: a later claim keeps each of them on its square and adds the
//     new tiles around them (a claim that moves one is refused with
//     ErrMovedTile; Rules.SoloRearrange lets each claim lay the whole
//     pattern out afresh). The result is the number of tiles laid out.
//
// The knobs of Rules: Tiles (the tile set), Die and Rolls (the key
// number; faces from MinKey), Rack (the standard rack, 8; at most
// MaxRack), Hand (the private deal: 10, 16,
// or an even share), SwapDraw and PenaltyDraw (speed's 2 and 2),
// RoundWins and WinsInARow (speed's 3 and 2), FaceUp, ClaimSize and
// SpotTarget (spot's 10, 4, and 16 or 12), SoloDraw (10),
// NoRepeatNumbers (the solo rule, usable in any variant), SoloRearrange
// and FreePass.
// Setup gives the players (teams), their names and the seed.
//
// The simultaneous variants never read the clock: every move names its
// player, ToMove lists everyone who may act, and claims count in the
// order the caller applies them. No variant has a timed period, so State
// has no Clock and no Expire (tilekit.Game's Clock is "" and 0): a speed
// round lasts until someone claims, and a caller that wants a time limit
// keeps its own timer. A speed player who cannot finish may give up the
// round with a claim of no tiles ("2 claim"), which puts them out as any
// wrong claim does; when everyone is out, the round is dealt again.
//
// # Notation
//
// A tile is its colour letter (R O Y G B P) and number, "R3"; a 6 standing
// as 9 is written "Y9" where it is placed, and always "Y6" in a rack or a
// tile list. A placement is "<row>,<col>=<tile>", the centre square 0,0,
// rows growing downwards and columns to the right: "0,-1=R3 0,0=O1
// 0,1=Y6". A standard-game move is its placements, or "-" for a pass;
// the other moves begin with the seat: "2 swap R3", "2 claim 0,0=R3
// 0,1=Y2", "2 spot 0 3 5 7", "0 stop" (seats count from 0 in the
// notation). ParseMove reads moves, ParseLayout layouts and ParseTiles
// tile lists. ParseMoveAs reads what a player at a seat types, who may
// leave the seat out: "swap R3" from seat 2 is "2 swap R3"; tilekit.Game's
// PlayAs reads a seat's moves with it.
//
// # Seats
//
// Placements and the pass name no seat: they belong to the standard
// game's player to move. Every other move names its player. Mover says
// whose a move is, and tilekit.Game (package gamekit wraps a State) uses
// it to check a move sent from a seat: a seat that may not move now (not
// its turn, out of the round, sitting out) or a move naming another seat
// is refused with ErrNotYourTurn before the move itself is looked at.
// Validate and Apply trust the caller to send each move for the right
// seat. Every refusal is a *MoveError (an alias of tilekit.MoveError)
// whose Detail is written for players; text that cannot be read wraps
// ErrSyntax. Nothing in Sumoku is hidden from any seat but the order of
// the pile, so every seat's history is the whole History.
//
// # Computer players
//
// The bots of every level and the hints live in package sumoku/solver,
// which imports this one; importing it (or package all) gives the
// registered kind its Bot and Hints. This package alone registers the
// rules: tilekit.Kind.Bot is nil and tilekit.Game.Hints returns an error
// wrapping errors.ErrUnsupported until the engine is imported.
//
// # Finders
//
// LegalMoves lists every legal placement of the player to move (one
// move per set of placements: identical tiles and the two directions of
// a single tile count once, a 6 as 6 and as 9 twice), BestMove picks the
// highest-scoring and BestPlacements the n best; FindPlacements runs the
// same finder on any table and rack within a budget of steps.
// BestPlacementsContext and FindPlacementsContext take a context that
// stops the finder, for engines that must be able to stop.
// SpotClaims lists every claim the face-up tiles allow, FormsLine tests
// one. Preview says what a move would earn, line by line; Draw pictures
// the game as plain text.
//
// # Registry
//
// Importing the package registers it with tilekit as "sumoku", with the
// presets standard (the default, 2–5 players), spot (2–8), speed (2–8),
// solo (1), team (2–4 teams) and challenge (2–5); package sumoku/solver
// adds the bots and hints.
// tilekit.Kind.New deals them; New says why it refuses a setup.
//
// # Values
//
// State is immutable: Apply returns a new State and leaves the old one
// as it was, on error too. MarshalText writes how the game began and
// every move; UnmarshalText replays them. View gives what a player sees
// (tiles are face up in every variant: only the order of the bag is
// hidden) in a form ready for JSON.
package sumoku
