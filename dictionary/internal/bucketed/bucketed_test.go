package bucketed

import (
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.txt.gz")
	size, err := Write(path, slices.Values([]string{"CAT", "BA", "AB", "ZOO"}))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if st, _ := f.Stat(); st.Size() != size {
		t.Errorf("Write says %d bytes, the file has %d", size, st.Size())
	}
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if want := "\nABBA\nCATZOO\n"; err != nil || string(got) != want {
		t.Errorf("Write wrote %q (%v), want %q", got, err, want)
	}
}
