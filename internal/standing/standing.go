// Package standing measures how far one seat is ahead, for the games' bots
// that weigh a move by the scores it leads to.
package standing

// Lead returns seat's score less the best score of the other seats
// (positive when seat is ahead; its own score when it plays alone), in
// a game where the higher score wins.
func Lead(scores []int, seat int) int {
	best, rivals := 0, false
	for p, v := range scores {
		if p != seat && (!rivals || v > best) {
			best, rivals = v, true
		}
	}
	return scores[seat] - best
}
