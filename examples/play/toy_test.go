package main

import (
	"fmt"
	"io"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/internal/racetest"
)

func init() {
	racetest.Register()
	drawers["race"] = func(w io.Writer, g tilekit.Game, seat int, c palette) {
		fmt.Fprintf(w, "total %d\n", g.View(seat))
	}
}
