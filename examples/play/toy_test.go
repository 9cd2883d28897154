package main

// The race, a toy game of two seats that draws no picture of its own,
// tests the game loop; the program shows it by its view.
import _ "github.com/tilekit/tilekit/examples/internal/racetest"
