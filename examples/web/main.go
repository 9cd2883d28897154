// Command web serves a browser front end for every tilekit game, built on
// the packages and nothing else: a net/http server (standard library only)
// with a small JSON API, and an embedded front end of plain HTML, CSS and
// JavaScript modules with no build step.
//
//	go run ./examples/web                 # then open http://127.0.0.1:8080
//	go run ./examples/web -addr :9000
//
// Games live in the server's memory as the packages' immutable States,
// one mutex per game; bots move on the server. Every seat has an
// unguessable token, and the API only ever returns View(p) for the
// token's seat, so a player can never read another's rack or the Wordle
// secret. The API:
//
//	POST /api/games                     {"game","preset","seed","seats":[{"name","bot"}]}
//	                                    → {"id", "seats":[{"seat","name","bot","token"}]}
//	GET  /api/games/{id}?token=T        the seat's view, whose turn, history, result
//	GET  /api/games/{id}/events?token=T server-sent events: "update" on every change
//	POST /api/games/{id}/moves          {"token","move"}: play a move in the game's notation
//	POST /api/games/{id}/preview        {"token","move"}: what the move would score
//	GET  /api/games/{id}/hints?token=T  the move finder's suggestions
//	GET  /api/games/{id}/record?token=T the game's record (GCG for the crossword game)
//
// A move the rules refuse gets status 422 and {"error": the library's
// player-facing detail, "rule": the sentinel error's name}; a malformed
// request 400; an unknown game or token 404. Request bodies are limited
// to 64 KiB.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"time"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	flag.Parse()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatal(err)
	}
	srv := &http.Server{
		Handler:           newServer().routes(),
		ReadHeaderTimeout: 10 * time.Second,
	}
	// The first line says where to go; the end-to-end test reads it to
	// find the port when -addr asks for any (":0").
	fmt.Fprintf(os.Stderr, "tilekit web: open http://%s\n", ln.Addr())
	log.Fatal(srv.Serve(ln))
}
