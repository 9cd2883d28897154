package dictionary

import (
	"bytes"
	"runtime"
	"strings"
	"testing"
)

// Errors quote at most a clipped piece of a bad word and name a
// non-ASCII character as the character.
func TestReadErrorsClipAndNameCharacters(t *testing.T) {
	for in, want := range map[string]string{
		strings.Repeat("a", 1<<19) + "\n":    `line 1: "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…" is longer than 64 letters`,
		"cat\n" + strings.Repeat("a", 2<<20): `line 2: bufio.Scanner: token too long`,
		"cat\nıdeas\n":                       `line 2: "ıdeas": 'ı' is not a letter A–Z`,
		"café\n":                             `line 1: "café": 'é' is not a letter A–Z`,
		"ab\xc4\n":                           `line 1: "ab\xc4": '\xc4' is not a letter A–Z`,
	} {
		_, err := Read(strings.NewReader(in))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Read(%.20q…) = %v, want it to say %s", in, err, want)
		}
	}
	_, err := FromSlice([]string{strings.Repeat("b", 1<<20)})
	if err == nil || len(err.Error()) > 200 {
		t.Errorf("FromSlice of a 1 MB word: error of %d bytes", len(errString(err)))
	}
}

// Reading a list allocates a small multiple of its size, however short
// its words (it used to keep a slice header and an allocation per word:
// some 40 bytes for each two-byte line).
func TestReadMemory(t *testing.T) {
	var in bytes.Buffer
	for i := range 1 << 19 { // 512 Ki distinct three-letter lines, 2 MiB
		in.WriteByte(byte('a' + i%26))
		in.WriteByte(byte('a' + i/26%26))
		in.WriteByte(byte('a' + i/676%26))
		in.WriteByte('\n')
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	l, err := Read(bytes.NewReader(in.Bytes()))
	runtime.ReadMemStats(&after)
	if err != nil || l.Len() != 26*26*26 {
		t.Fatalf("Read: %d words, %v", l.Len(), err)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > uint64(4*in.Len()) {
		t.Errorf("Read of %d bytes allocated %d bytes, want at most 4x", in.Len(), got)
	}
}

func BenchmarkRead(b *testing.B) {
	var in bytes.Buffer
	for w := range DefaultList().Words() {
		in.WriteString(w)
		in.WriteByte('\n')
	}
	b.ReportAllocs()
	b.SetBytes(int64(in.Len()))
	for b.Loop() {
		if _, err := Read(bytes.NewReader(in.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
