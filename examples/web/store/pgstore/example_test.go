package pgstore_test

import (
	"context"
	"fmt"

	"github.com/tilekit/tilekit/examples/web/store/pgstore"
)

// A server opens the store with the database's URL (the -pg flag of
// examples/web) and hands it to api.Config as its Store; a URL that does
// not parse is refused before anything is sent.
func ExampleOpen() {
	_, err := pgstore.Open(context.Background(), "postgres://tilekit@127.0.0.1:port/tilekit", nil)
	fmt.Println(err != nil)
	// Output: true
}
