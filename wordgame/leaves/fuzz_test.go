package leaves

import "testing"

// FuzzUnmarshalText reads arbitrary text as a table: no panic; an error
// leaves the table as it was; a table read writes a text that reads back
// as the same table, weight for weight.
func FuzzUnmarshalText(f *testing.F) {
	f.Add(classicText)
	f.Add(defaultText)
	f.Add([]byte("tilekit-leaves v1 x 7\n+ED 2\n+?S 5\nE 1\n"))
	f.Add([]byte("tilekit-leaves v1 x 7\n+ED 2\n+DE 1\n"))
	f.Add([]byte("tilekit-leaves v1 x 7\n+EE 2\n"))
	f.Add([]byte("# a comment\n\ntilekit-leaves v1 x 64\nQnoU -8\nbalance-4 -9.5\nsize8 1e2\n"))
	f.Add([]byte("tilekit-leaves v2 x 7\n"))
	f.Fuzz(func(t *testing.T, text []byte) {
		tab := *Classic()
		if err := tab.UnmarshalText(text); err != nil {
			if tab != *Classic() {
				t.Fatalf("UnmarshalText(%q) failed (%v) and changed the table", text, err)
			}
			return
		}
		out, err := tab.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Table
		if err := back.UnmarshalText(out); err != nil {
			t.Fatalf("MarshalText wrote %q, which does not read: %v", out, err)
		}
		if back != tab {
			t.Fatalf("the table read from %q writes %q, which reads as another table", text, out)
		}
	})
}

// FuzzParse reads arbitrary text as a leave: no panic, and a leave read
// is written as letters that read back as the same leave.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "ERS?", "qu", "AB1", "É", "??QQ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := Parse(s)
		if err != nil {
			return
		}
		back, err := Parse(c.String())
		if err != nil || back != c || c.Len() != len(s) {
			t.Fatalf("Parse(%q) = %v (%d tiles), whose text %q reads as %v, %v", s, c, c.Len(), c.String(), back, err)
		}
	})
}
