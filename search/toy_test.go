package search_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
)

// cards is a small game with hidden information for the search's tests:
// two seats hold hidden hands of cards worth 1, 2 or 3 and take turns
// adding one of their cards to a running total, drawing a replacement
// from a hidden bag; whoever brings the total to the target or beyond
// wins, and a seat with no card to play ends the game in a tie. It has
// what a game must have (gamekit.State) and the capabilities the search
// asks for: hints, listing the moves and determinizing.
type cards struct {
	total, target, turn int
	hands               [2][]int
	bag                 []int
	gametest.Log[card]
}

// card is a move: the value played.
type card int

func (c card) String() string               { return strconv.Itoa(int(c)) }
func (c card) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

type cardError = tilekit.MoveError[card]

var _ gamekit.State[cards, card, cardsView] = cards{}

// deal shuffles four cards of each value and deals two to each seat.
func deal(seed uint64, target int) cards {
	var deck []int
	for v := 1; v <= 3; v++ {
		deck = append(deck, v, v, v, v)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return cards{target: target, hands: [2][]int{deck[:2:2], deck[2:4:4]}, bag: deck[4:]}
}

func (s cards) Players() int      { return 2 }
func (s cards) Name(p int) string { return "Seat " + strconv.Itoa(p) }
func (s cards) Over() bool {
	return s.target == 0 || s.total >= s.target || len(s.hands[s.turn]) == 0
}
func (s cards) ToMove() []int {
	if s.Over() {
		return []int{}
	}
	return []int{s.turn}
}

func (s cards) ParseMove(text string) (card, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 || n > 3 {
		return 0, &cardError{Text: text, Err: tilekit.ErrSyntax, Detail: "a card is 1, 2 or 3"}
	}
	return card(n), nil
}

// Mover is the seat to move: a card does not say who plays it.
func (s cards) Mover(card) int {
	if s.Over() {
		return tilekit.Onlooker
	}
	return s.turn
}

func (s cards) Validate(m card) error {
	if s.Over() {
		return &cardError{Move: m, Err: tilekit.ErrGameOver, Detail: "the game is over"}
	}
	if !slices.Contains(s.hands[s.turn], int(m)) {
		return &cardError{Player: s.Name(s.turn), Move: m, Err: tilekit.ErrNotHeld, Detail: "no such card in hand"}
	}
	return nil
}

func (s cards) Apply(m card) (cards, error) {
	if err := s.Validate(m); err != nil {
		return s, err
	}
	h := slices.Clone(s.hands[s.turn])
	h = slices.Delete(h, slices.Index(h, int(m)), slices.Index(h, int(m))+1)
	bag := s.bag
	if len(bag) > 0 {
		h, bag = append(h, bag[0]), bag[1:]
	}
	next := s
	next.hands[s.turn] = h
	next.bag = bag
	next.total += int(m)
	next.Log = s.Add(m)
	if next.total < next.target {
		next.turn = 1 - s.turn
	}
	return next, nil
}

func (s cards) Outcome() tilekit.Outcome {
	o := tilekit.Outcome{Over: s.Over(), Scores: []int{0, 0}, Winners: []int{}}
	switch {
	case o.Over && s.total >= s.target:
		o.Winners = []int{s.turn}
		o.Scores[s.turn] = 1
	case o.Over:
		o.Winners = []int{0, 1}
	}
	return o
}

// cardsView is what a seat sees: the total, its own hand, and how many
// cards the bag holds.
type cardsView struct {
	Total    int   `json:"total"`
	Hand     []int `json:"hand"`
	Bag      int   `json:"bag"`
	ToMove   []int `json:"toMove"`
	LastMove *card `json:"lastMove"`
}

func (s cards) View(p int) cardsView {
	v := cardsView{Total: s.total, Hand: []int{}, Bag: len(s.bag), ToMove: s.ToMove()}
	if p == 0 || p == 1 {
		v.Hand = slices.Sorted(slices.Values(s.hands[p]))
	}
	if m, ok := s.LastMove(); ok {
		v.LastMove = &m
	}
	return v
}

func (s cards) MarshalText() ([]byte, error) {
	return fmt.Appendf(nil, "cards %d/%d turn %d hands %v %v bag %v", s.total, s.target, s.turn, s.hands[0], s.hands[1], s.bag), nil
}

// Hints suggests seat's highest cards first (the root asks only for
// the seat to move).
func (s cards) Hints(seat, n int) ([]gamekit.HintOf[card], error) {
	ms, err := s.LegalMovesAs(seat)
	if err != nil {
		return nil, err
	}
	out := []gamekit.HintOf[card]{}
	for _, m := range ms[:min(n, len(ms))] {
		out = append(out, gamekit.HintOf[card]{Move: m, Score: int(m)})
	}
	return out, nil
}

// LegalMovesAs lists seat's distinct cards, highest first (the root asks
// only for the seat to move).
func (s cards) LegalMovesAs(seat int) ([]card, error) {
	var out []card
	for v := 3; v >= 1; v-- {
		if slices.Contains(s.hands[seat], v) {
			out = append(out, card(v))
		}
	}
	return out, nil
}

// Determinize deals again, from seed, every card seat cannot see: the
// other hand and the bag (both hands and the bag for Onlooker; the root
// refuses every other seat).
func (s cards) Determinize(seat int, seed uint64) (cards, error) {
	var pool []int
	for p := range 2 {
		if p != seat {
			pool = append(pool, s.hands[p]...)
		}
	}
	pool = append(pool, s.bag...)
	slices.Sort(pool)
	rng := rand.New(rand.NewPCG(seed, 2))
	rng.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	next := s
	for p := range 2 {
		if p != seat {
			n := len(s.hands[p])
			next.hands[p], pool = pool[:n:n], pool[n:]
		}
	}
	next.bag = pool
	return next, nil
}

// position builds a hand-made position: seat 0 to move.
func position(total, target int, mine, theirs, bag []int) tilekit.Game {
	return gamekit.Wrap("cards", cards{total: total, target: target, hands: [2][]int{mine, theirs}, bag: bag})
}

// dealt deals a game of cards to target from seed, behind tilekit.Game.
func dealt(seed uint64, target int) tilekit.Game { return gamekit.Wrap("cards", deal(seed, target)) }
