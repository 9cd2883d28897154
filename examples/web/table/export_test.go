package table

import (
	"context"
	"time"
)

// Settle waits until the table has handled everything posted so far, a
// bot that thinks has answered, and the table has armed its next timers.
func (t *Table) Settle() {
	for {
		thinking := false
		if t.do(context.Background(), func() { thinking = t.thinking }) != nil || !thinking {
			return
		}
		time.Sleep(time.Millisecond)
	}
}
