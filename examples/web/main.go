// Command web serves a browser front end for every tilekit game, built on
// the packages and nothing else: a net/http server (standard library only)
// with a JSON API, and an embedded front end of plain HTML, CSS and
// JavaScript modules with no build step.
//
//	go run ./examples/web                 # then open http://127.0.0.1:8080
//	go run ./examples/web -addr :9000 -data /var/lib/tilekit-web
//	go run ./examples/web -addr :8081 -pg postgres://tilekit@localhost/tilekit
//
// The server is three small packages: store keeps every game on disk
// (one file per game, written atomically before a move is answered),
// table runs one game on a goroutine of its own with its bots and timers,
// and api is the HTTP API (see its package doc for the endpoints, the seat
// links and the limits, and API.md for what changed with issue 37). This
// file wires them together, bounds the connections it holds by the
// process's file limit (internal/connlimit), starts its own executable
// again as a worker process of lower priority where bots and hints think
// (internal/worker; -think local keeps them in), sets the HTTP server's
// timeouts and shuts down gracefully on SIGINT or SIGTERM: new
// connections stop, event streams end, running requests finish, and the
// games stay in the data directory for the next start.
//
// With -pg, the games are kept in PostgreSQL instead (package
// store/pgstore), and any number of server processes started with the
// same -pg serve the same games: each move is serialised by the
// database, events reach the players of every process, and a game's bots
// and clock run in one process at a time, taken over by another when it
// ends.
package main

import (
	"context"
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	_ "github.com/tilekit/tilekit/all" // registers every game
	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/internal/connlimit"
	"github.com/tilekit/tilekit/examples/web/internal/worker"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/store/pgstore"
	"github.com/tilekit/tilekit/examples/web/table"
)

//go:embed static
var static embed.FS

// defaultData is where games are kept unless -data says otherwise: the
// user's cache directory, or ./tilekit-data without one.
func defaultData() string {
	if dir, err := os.UserCacheDir(); err == nil {
		return filepath.Join(dir, "tilekit-web")
	}
	return "tilekit-data"
}

// newHTTPServer bounds what a slow or idle client can hold: the headers
// and the body must arrive in time, answers must be written in time
// (event streams set their own deadline for each write), and idle
// keep-alive connections are closed.
func newHTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       60 * time.Second,
		MaxHeaderBytes:    16 << 10,
	}
}

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "the address to listen on")
	data := flag.String("data", defaultData(), `the directory that keeps the games ("" keeps them in memory only)`)
	pg := flag.String("pg", "", "keep the games in this PostgreSQL database (a postgres:// URL), shared with other servers, instead of -data")
	botDelay := flag.Duration("botdelay", 700*time.Millisecond, "the pause before each bot move, so players see it as a step")
	maxConns := flag.Int("maxconns", 0, "the most connections held at once (0: from the process's file limit)")
	perAddr := flag.Int("peraddr", 64, "the most connections held from one address")
	think := flag.String("think", "worker", `where bots and hints think: "worker" (a process of lower priority) or "local"`)
	isWorker := flag.Bool("worker", false, "be the worker process the server starts (reads jobs on standard input)")
	flag.Parse()
	thinker, done, served, err := worker.Choose(*think, *isWorker)
	if err != nil {
		log.Fatal(err)
	}
	if served {
		return
	}
	defer done()
	lim := limitsFor(fileLimit(), *maxConns, *perAddr)
	if *pg != "" {
		*data = "pg:" + *pg
	}
	if err := run(*addr, *data, *botDelay, lim, thinker); err != nil {
		log.Fatal(err)
	}
}

// limits are the server's bounds on what it holds at once.
type limits struct {
	// Conns and PerAddr bound the connections (in all, from one
	// address), Streams the event streams, Work the bots that think at
	// once and, apart, the hints.
	Conns, PerAddr, Streams, Work int
}

// limitsFor derives the bounds from the process's file limit (0:
// unknown): the connections leave a quarter of the files, at least 64,
// for the store and the rest; event streams may take half the
// connections, so a page's requests always find one; and the bots and
// hints each leave one core to the people's moves.
func limitsFor(files, conns, perAddr int) limits {
	if files <= 0 {
		files = 1024
	}
	if conns <= 0 {
		conns = max(16, min(files-max(64, files/4), 10000))
	}
	return limits{
		Conns: conns, PerAddr: max(1, min(perAddr, conns)),
		Streams: max(1, min(512, conns/2)),
		Work:    max(1, runtime.GOMAXPROCS(0)-1),
	}
}

// run serves the games of data: a directory, "" for memory only, or
// "pg:" and a PostgreSQL URL.
func run(addr, data string, botDelay time.Duration, lim limits, thinker table.Thinker) error {
	var st store.Store = store.NewMemory()
	where := data
	if dsn, ok := strings.CutPrefix(data, "pg:"); ok {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		p, err := pgstore.Open(ctx, dsn, log.Printf)
		cancel()
		if err != nil {
			return err
		}
		defer p.Close()
		st, where = p, "PostgreSQL"
	} else if data != "" {
		d, err := store.OpenDir(data)
		if err != nil {
			return err
		}
		st = d
	}
	sub, err := fs.Sub(static, "static")
	if err != nil {
		return err
	}
	srv, err := api.New(api.Config{
		Store:      st,
		Static:     sub,
		Table:      table.Config{BotDelay: botDelay, Work: make(chan struct{}, lim.Work), HintWork: make(chan struct{}, lim.Work), Thinker: thinker},
		MaxStreams: lim.Streams,
		Logf:       log.Printf,
	})
	if err != nil {
		return err
	}
	inner, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	ln := connlimit.New(inner, lim.Conns, lim.PerAddr)
	hs := newHTTPServer(srv.Handler())
	hs.ConnState = ln.Track
	hs.RegisterOnShutdown(srv.Shutdown)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go srv.Run(ctx, time.Minute)

	// The first line says where to go; the end-to-end test reads it to
	// find the port when -addr asks for any (":0").
	if where == "" {
		where = "memory only"
	}
	fmt.Fprintf(os.Stderr, "tilekit web: open http://%s (games in %s)\n", ln.Addr(), where)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		srv.Close()
		return err
	case <-ctx.Done():
	}
	log.Print("tilekit web: shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = hs.Shutdown(sctx)
	srv.Close()
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}
