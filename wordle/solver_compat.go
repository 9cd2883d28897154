package wordle

import "github.com/tilekit/tilekit/wordle/solver"

// The solver's names as they were before it moved to package
// wordle/solver, kept until the README's example uses the new ones.

// Solver is solver.Solver.
//
// Deprecated: use solver.Solver.
type Solver = solver.Solver

// SolverConfig is solver.Config.
//
// Deprecated: use solver.Config.
type SolverConfig = solver.Config

// NewSolver is solver.New.
//
// Deprecated: use solver.New.
func NewSolver(cfg SolverConfig) (*Solver, error) { return solver.New(cfg) }
