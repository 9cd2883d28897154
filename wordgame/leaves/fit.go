package leaves

import (
	"errors"
	"fmt"
	"math"
	"strings"
)

// A Sample is one observed leave and the points that followed keeping
// it: for example the player's score on their next turn.
type Sample struct {
	Leave  Counts
	Points float64
}

// Fit learns a table from samples by ridge regression: each feature's
// weight is chosen so that an intercept plus the leave's weighted
// features predicts Points with the least squared error, plus ridge
// times the sum of the squared weights (which keeps rarely seen features
// near 0). The intercept is what an empty leave earns on average; it is
// left out of the table, so leave values are points above keeping
// nothing. name (one word) and rackSize are recorded in the table.
func Fit(name string, rackSize int, samples []Sample, ridge float64) (*Table, error) {
	if len(samples) == 0 {
		return nil, errors.New("leaves: Fit needs samples")
	}
	if rackSize < 2 || rackSize > 64 || ridge < 0 || math.IsNaN(ridge) {
		return nil, fmt.Errorf("leaves: Fit: rack size %d or ridge %g out of range", rackSize, ridge)
	}
	if name == "" || len(name) > 40 || strings.ContainsAny(name, " \t\r\n") {
		return nil, fmt.Errorf("leaves: Fit: name %q must be 1 to 40 bytes with no spaces", clip(name))
	}
	// Normal equations over the features and a last column for the
	// intercept: (X'X + ridge I) w = X'y, the intercept not penalised.
	const n = nFeature + 1
	a := make([]float64, n*n)
	b := make([]float64, n)
	idx := make([]int, 0, 64)
	val := make([]float64, 0, 64)
	for _, s := range samples {
		idx, val = idx[:0], val[:0]
		features(&s.Leave, func(i int, x float64) { idx, val = append(idx, i), append(val, x) })
		idx, val = append(idx, nFeature), append(val, 1)
		for p, i := range idx {
			b[i] += val[p] * s.Points
			for q, j := range idx {
				a[i*n+j] += val[p] * val[q]
			}
		}
	}
	for i := range nFeature {
		a[i*n+i] += ridge
	}
	w, err := solve(a, b, n)
	if err != nil {
		return nil, err
	}
	t := &Table{name: name, rack: rackSize}
	for i := range nFeature {
		t.w[i] = math.Round(w[i]*1000) / 1000
	}
	return t, nil
}

// solve solves the symmetric system a x = b (a is n by n, row-major) by
// Gaussian elimination with partial pivoting. A feature that no sample
// has and no ridge holds makes the system singular: an error.
func solve(a, b []float64, n int) ([]float64, error) {
	a, b = append([]float64(nil), a...), append([]float64(nil), b...)
	for col := range n {
		p := col
		for r := col + 1; r < n; r++ {
			if math.Abs(a[r*n+col]) > math.Abs(a[p*n+col]) {
				p = r
			}
		}
		if math.Abs(a[p*n+col]) < 1e-9 {
			return nil, fmt.Errorf("leaves: Fit: feature %d is never seen; give a positive ridge", col)
		}
		if p != col {
			for k := range n {
				a[p*n+k], a[col*n+k] = a[col*n+k], a[p*n+k]
			}
			b[p], b[col] = b[col], b[p]
		}
		for r := col + 1; r < n; r++ {
			f := a[r*n+col] / a[col*n+col]
			if f == 0 {
				continue
			}
			for k := col; k < n; k++ {
				a[r*n+k] -= f * a[col*n+k]
			}
			b[r] -= f * b[col]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r*n+k] * x[k]
		}
		x[r] = s / a[r*n+r]
	}
	return x, nil
}
