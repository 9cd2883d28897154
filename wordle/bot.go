package wordle

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/tilekit/tilekit"
)

// BotMove returns the move a computer player at level would send for
// seat now, deterministic from seed and the game so far (see the package
// doc's table of levels). It returns the zero Move and no error when seat
// may not move now (it waits). A guesser for whom no word the game knows
// fits the rows gives up.
func (s State) BotMove(level tilekit.Level, seed uint64, seat int) (Move, error) {
	if s.Over() || !slices.Contains(s.ToMove(), seat) {
		return Move{}, nil
	}
	// The randomness of one decision: from the seed, the game's length and
	// the seat, so two bots with one seed do not mirror each other.
	r := rand.New(rand.NewPCG(seed, uint64(s.history.Len())*MaxPlayers+uint64(seat)))
	if s.needsSecret(seat) {
		w, err := s.botSecret(level, r)
		if err != nil {
			return Move{}, err
		}
		return SetSecret(seat, w), nil
	}
	if level >= tilekit.Hard {
		w, _, err := s.bestGuess(seat)
		return s.botGuess(seat, w, err)
	}
	steps, _ := s.steps(seat)
	fit, err := s.fitting(steps)
	if err != nil {
		return s.botGuess(seat, "", err)
	}
	if level == tilekit.Medium {
		return s.botGuess(seat, fit.widest(), nil)
	}
	return s.botGuess(seat, fit.pick(r), nil)
}

// botGuess turns a chosen word into the bot's move: the guess, or giving
// up when nothing fits.
func (s State) botGuess(seat int, w string, err error) (Move, error) {
	switch {
	case errors.Is(err, errors.ErrUnsupported):
		return GiveUp(seat), nil
	case err != nil:
		return Move{}, err
	}
	return Guess(seat, w), nil
}

// botCandidates is how many suggestions a Hard or Expert host weighs.
const botCandidates = 8

// botSecret picks a secret: a random suggestion, or at Hard and Expert
// the one of a few random suggestions with the most neighbours (words of
// the list that differ from it in one letter only): a secret such as
// LIGHT, one of many words that fit the same rows, costs guessers rows.
func (s State) botSecret(level tilekit.Level, r *rand.Rand) (string, error) {
	list, err := s.suggestionList()
	if err != nil {
		return "", err
	}
	if level < tilekit.Hard {
		return list[r.IntN(len(list))], nil
	}
	best, most := "", -1
	for range botCandidates {
		w := list[r.IntN(len(list))]
		if k := neighbours(w, list); k > most {
			best, most = w, k
		}
	}
	return best, nil
}

// neighbours counts the words of list that differ from w in exactly one
// place.
func neighbours(w string, list []string) int {
	k := 0
	for _, v := range list {
		if len(v) != len(w) {
			continue
		}
		diff := 0
		for i := range len(w) {
			if v[i] != w[i] {
				diff++
			}
		}
		if diff == 1 {
			k++
		}
	}
	return k
}
