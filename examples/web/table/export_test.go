package table

import "context"

// Settle waits until the table has handled everything posted so far and
// has armed its next timers.
func (t *Table) Settle() { t.do(context.Background(), func() {}) }
