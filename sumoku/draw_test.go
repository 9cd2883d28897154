package sumoku_test

import (
	"strings"
	"testing"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/gamekit"
	"github.com/tilekit/tilekit/internal/gametest"
	"github.com/tilekit/tilekit/sumoku"
)

// Draw shows every player, the seat's own tiles (and no one's for an
// onlooker), spot's face-up tiles by place, who is out, and a speed
// claim as a grid.
func TestDraw(t *testing.T) {
	if got := (sumoku.State{}).Draw(0); got != "sumoku: no game\n" {
		t.Errorf("the zero State draws %q", got)
	}
	k, _ := tilekit.Lookup("sumoku")
	for _, p := range k.Presets {
		g := gametest.Must(k.New(p.Name, []string{"Ada", "Bo", "Cy", "Di"}[:max(p.MinPlayers, min(3, p.MaxPlayers))], 5))
		s := g.State().(sumoku.State)
		for seat := tilekit.Onlooker; seat < s.Players(); seat++ {
			d := gametest.Must(g.Draw(seat))
			for q := range s.Players() {
				if !strings.Contains(d, s.Name(q)) {
					t.Errorf("%s: Draw(%d) does not name %s:\n%s", p.Name, seat, s.Name(q), d)
				}
			}
			// Spot hands start empty; every other hand differs from the
			// others at these seeds.
			if mine := seat >= 0; s.Variant() != sumoku.VariantSpot && mine != strings.Contains(d, sumoku.FormatTiles(s.Hand(max(seat, 0)))) {
				t.Errorf("%s: Draw(%d) shows the seat's tiles: %v\n%s", p.Name, seat, !mine, d)
			}
			if strings.Contains(d, "(you)") != (seat >= 0) {
				t.Errorf("%s: Draw(%d) marks the viewer wrongly:\n%s", p.Name, seat, d)
			}
		}
		if _, err := g.Draw(s.Players()); err == nil {
			t.Errorf("%s: Draw of a seat not at the table", p.Name)
		}
	}

	sp := mustNew(t, sumoku.Spot(), sumoku.Setup{Names: []string{"Ada", "Bo"}, Seed: 7})
	up := sumoku.FormatTiles(sp.FaceUp())
	wrong := wrongSpotClaim(t, sp, 0)
	sp = gametest.Must(sp.Apply(wrong))
	d := sp.Draw(tilekit.Onlooker)
	if !strings.Contains(d, " 0  1  2  3") || !strings.Contains(d, strings.Join(strings.Fields(up), " ")) ||
		!strings.Contains(d, "Ada  0 tiles kept  (sits out the next round)") || !strings.Contains(d, "last move: "+wrong.String()) {
		t.Errorf("spot after a wrong claim:\n%s", d)
	}

	speed := gamekit.Wrap("sumoku", mustNew(t, sumoku.Speed(), sumoku.Setup{Players: 2, Seed: 1}))
	speed = gametest.Must(speed.PlayAs(1, "claim 0,0="+sumoku.FormatTile(speed.State().(sumoku.State).Hand(1)[0])))
	d = gametest.Must(speed.Draw(0))
	if !strings.Contains(d, "  Player 2 0 rounds won  0 tiles  (out of the round)\n") || !strings.Contains(d, "Player 1 0 rounds won  12 tiles  (you)\n") {
		t.Errorf("speed after a wrong claim:\n%s", d)
	}
	if !strings.Contains(d, "last move: Player 2 claimed this layout (1 tiles):\n   0\n0 ") {
		t.Errorf("speed claim not drawn as a grid:\n%s", d)
	}
}

// wrongSpotClaim returns a claim of four face-up tiles that do not form
// a line.
func wrongSpotClaim(t *testing.T, s sumoku.State, seat int) sumoku.Move {
	t.Helper()
	right := sumoku.SpotClaims(s.Key(), sumoku.FormatTiles(s.FaceUp()))
	for _, m := range gametest.Must(s.LegalMovesAs(seat)) {
		idx := m.Indices()
		found := false
		for _, r := range right {
			found = found || [4]int{idx[0], idx[1], idx[2], idx[3]} == r
		}
		if !found {
			return m
		}
	}
	t.Fatal("every claim is right")
	return sumoku.Move{}
}
