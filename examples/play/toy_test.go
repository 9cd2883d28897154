package main

import (
	"fmt"
	"io"

	"github.com/tilekit/tilekit"
	_ "github.com/tilekit/tilekit/examples/internal/racetest"
)

func init() {
	drawers["race"] = func(w io.Writer, g tilekit.Game, seat int, c palette) {
		fmt.Fprintf(w, "total %d\n", g.View(seat))
	}
}
