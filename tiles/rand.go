package tiles

import (
	"encoding/hex"
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/tilekit/tilekit/internal/notation"
)

// Rand is an immutable random generator: a math/rand/v2 PCG held by value.
// Each method returns the advanced generator alongside its result and
// leaves the receiver as it was, so a Rand stored in a game state is
// copied, forked and saved with it. The zero Rand is usable (it is the PCG
// seeded with 0, 0).
type Rand struct {
	pcg rand.PCG
}

// randStream is the second PCG seed word every tilekit generator uses; it
// spells "tilekit!" in ASCII.
const randStream = 0x74696c656b697421

// NewRand returns the generator for seed. The same seed gives the same
// sequence on every machine and every Go version that keeps math/rand/v2's
// PCG stable.
func NewRand(seed uint64) Rand {
	return Rand{pcg: *rand.NewPCG(seed, randStream)}
}

// Uint64 returns the next 64 random bits and the advanced generator.
func (r Rand) Uint64() (Rand, uint64) {
	v := r.pcg.Uint64()
	return r, v
}

// IntN returns a uniform integer in [0, n) and the advanced generator.
// It returns 0 and r unchanged when n <= 0.
func (r Rand) IntN(n int) (Rand, int) {
	if n <= 0 {
		return r, 0
	}
	// Lemire's multiply-and-reject method for an unbiased bounded value.
	un := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), un)
		}
	}
	return r, int(hi)
}

// Shuffled returns a shuffled copy of s (Fisher–Yates) and the advanced
// generator; s itself is not changed.
func Shuffled[E any](r Rand, s []E) (Rand, []E) {
	out := append([]E(nil), s...)
	for i := len(out) - 1; i > 0; i-- {
		var j int
		r, j = r.IntN(i + 1)
		out[i], out[j] = out[j], out[i]
	}
	return r, out
}

// MarshalText writes the generator's 128-bit state as 32 hex digits.
func (r Rand) MarshalText() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	// MarshalBinary prefixes the 16 state bytes with "pcg:".
	return []byte(hex.EncodeToString(b[len(b)-16:])), nil
}

// UnmarshalText reads the form MarshalText writes (hex digits in either
// case).
func (r *Rand) UnmarshalText(b []byte) error {
	if len(b) != 32 {
		return fmt.Errorf("tiles: generator state %s: want 32 hex digits", notation.Quote(string(b[:min(len(b), 2*notation.MaxQuote)])))
	}
	text := string(b)
	for i := range len(text) {
		if c := text[i]; !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return fmt.Errorf("tiles: generator state %q: %s is not a hex digit", text, notation.CharAt(text, i))
		}
	}
	raw, err := hex.DecodeString(text)
	if err != nil {
		return fmt.Errorf("tiles: generator state %q: %v", text, err)
	}
	var p rand.PCG
	if err := p.UnmarshalBinary(append([]byte("pcg:"), raw...)); err != nil {
		return fmt.Errorf("tiles: generator state %q: %v", text, err)
	}
	r.pcg = p
	return nil
}

// String returns the generator state in its text form.
func (r Rand) String() string {
	b, _ := r.MarshalText()
	return string(b)
}
