// Command loadtest measures how long a person's move takes on the web
// server while bots think, hints run and clients misbehave, on loopback
// only and bounded in time:
//
//	go run ./examples/web/loadtest                    # 45 s, the figures of issue 37
//	go run ./examples/web/loadtest -duration 20s -bots 4
//
// It starts the server in this process, wired as examples/web wires it
// (the directory store with its fsyncs, the connection bounds of a
// process allowed 256 files, bots and hints thinking in a worker process
// of lower priority, this program started again; -think local keeps them
// in),
// with bots that move after a short pause so they think all the time,
// and then, all at once until -duration:
//
//   - -bots people each play the crossword game against an Expert bot,
//     passing whenever it is their turn (a move timed like any other);
//   - -players people each play Wordle alone, one guess after another,
//     asking for hints every fifth guess, a new game when one ends;
//   - 300 idle connections from 127.0.0.2, each opened again a second
//     after the server closes it;
//   - 3,000 event stream requests from 127.0.0.3, most of them over the
//     limits, ten at a time.
//
// Every person's move carries its version. It prints p50, p95, p99 and
// the worst of the people's moves (the HTTP round trip of each POST), the
// answers to the stream requests, the most connections the server held
// (each one descriptor) and the most goroutines of the process.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	_ "github.com/tilekit/tilekit/all"
	"github.com/tilekit/tilekit/dictionary"
	"github.com/tilekit/tilekit/examples/web/api"
	"github.com/tilekit/tilekit/examples/web/internal/connlimit"
	"github.com/tilekit/tilekit/examples/web/internal/worker"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
)

func main() {
	duration := flag.Duration("duration", 45*time.Second, "how long the load runs (at most 5m)")
	bots := flag.Int("bots", 6, "crossword games of a person against an Expert bot")
	players := flag.Int("players", 20, "people playing Wordle alone")
	idle := flag.Int("idle", 300, "idle connections held")
	streams := flag.Int("streams", 3000, "event stream requests, most refused")
	think := flag.String("think", "worker", `where bots and hints think: "worker" (this program again, at a lower priority) or "local"`)
	isWorker := flag.Bool("worker", false, "be the worker process (reads jobs on standard input)")
	flag.Parse()
	thinker, done, served, err := worker.Choose(*think, *isWorker)
	if err != nil {
		log.Fatal(err)
	}
	if served {
		return
	}
	defer done()
	*duration = min(*duration, 5*time.Minute)
	if err := run(*duration, *bots, *players, *idle, *streams, thinker); err != nil {
		log.Print(err)
	}
}

func run(duration time.Duration, bots, players, idle, streams int, thinker table.Thinker) error {
	base, addr, ln, stop, err := serve(thinker)
	if err != nil {
		return err
	}
	defer stop()

	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()
	var rec recorder
	var wg sync.WaitGroup
	words := fiveLetterWords()
	for i := range bots {
		wg.Add(1)
		go func() { defer wg.Done(); crossword(ctx, newClient("127.0.0.1"), base, &rec, i) }()
	}
	for i := range players {
		wg.Add(1)
		go func() { defer wg.Done(); wordle(ctx, newClient("127.0.0.1"), base, &rec, words, i) }()
	}
	for range idle {
		wg.Add(1)
		go func() { defer wg.Done(); idler(ctx, addr) }()
	}
	codes := map[int]int{}
	var codesMu sync.Mutex
	wg.Add(1)
	go func() {
		defer wg.Done()
		streamer(ctx, newClient("127.0.0.3"), base, streams, func(code int) {
			codesMu.Lock()
			codes[code]++
			codesMu.Unlock()
		})
	}()
	var mostConns, mostG atomic.Int64
	go func() {
		for ctx.Err() == nil {
			open, _ := ln.Stats()
			mostConns.Store(max(mostConns.Load(), int64(open)))
			mostG.Store(max(mostG.Load(), int64(runtime.NumGoroutine())))
			time.Sleep(200 * time.Millisecond)
		}
	}()
	wg.Wait()

	ms := rec.sorted()
	fmt.Printf("load: %v, %d crossword games against Expert bots, %d Wordle players, %d idle connections, %d stream requests; GOMAXPROCS %d, thinking %T\n",
		duration, bots, players, idle, streams, runtime.GOMAXPROCS(0), thinker)
	fmt.Printf("people's moves: %d (%d crossword, %d Wordle), %d refused, %d failed; hints: %d\n", len(ms), rec.crossword.Load(), rec.wordle.Load(), rec.refused.Load(), rec.failed.Load(), rec.hints.Load())
	if len(ms) > 0 {
		fmt.Printf("move latency: p50 %v  p95 %v  p99 %v  max %v\n", pct(ms, 50), pct(ms, 95), pct(ms, 99), ms[len(ms)-1])
	}
	fmt.Printf("stream requests by status: %v\n", codes)
	open, refused := ln.Stats()
	fmt.Printf("server connections: at most %d held (bound 192), %d at the end, %d refused for their address; most goroutines (server and clients) %d\n", mostConns.Load(), open, refused, mostG.Load())
	return nil
}

// serve starts the server, as examples/web wires it, on a loopback port
// of a process allowed 256 files: its base URL and address, its
// connection limiter, and the function that stops it.
func serve(thinker table.Thinker) (base, addr string, ln *connlimit.Listener, stop func(), err error) {
	dir, err := os.MkdirTemp("", "tilekit-load-")
	if err != nil {
		return "", "", nil, nil, err
	}
	st, err := store.OpenDir(dir)
	if err != nil {
		os.RemoveAll(dir)
		return "", "", nil, nil, err
	}
	work := max(1, runtime.GOMAXPROCS(0)-1)
	srv, err := api.New(api.Config{
		Store:      st,
		Table:      table.Config{BotDelay: 50 * time.Millisecond, Work: make(chan struct{}, work), HintWork: make(chan struct{}, work), Thinker: thinker},
		MaxStreams: 96,
	})
	if err != nil {
		os.RemoveAll(dir)
		return "", "", nil, nil, err
	}
	inner, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		os.RemoveAll(dir)
		return "", "", nil, nil, err
	}
	ln = connlimit.New(inner, 192, 64)
	hs := &http.Server{Handler: srv.Handler(), ConnState: ln.Track, ReadHeaderTimeout: 5 * time.Second, IdleTimeout: 60 * time.Second, ErrorLog: log.New(io.Discard, "", 0)}
	go hs.Serve(ln)
	stop = func() {
		srv.Shutdown()
		hs.Close()
		srv.Close()
		os.RemoveAll(dir)
	}
	return "http://" + inner.Addr().String(), inner.Addr().String(), ln, stop, nil
}

// recorder collects the people's move times.
type recorder struct {
	mu                                        sync.Mutex
	times                                     []time.Duration
	crossword, wordle, refused, failed, hints atomic.Int64
}

func (r *recorder) add(d time.Duration) {
	r.mu.Lock()
	r.times = append(r.times, d)
	r.mu.Unlock()
}

func (r *recorder) sorted() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Sorted(slices.Values(r.times))
}

func pct(sorted []time.Duration, p int) time.Duration {
	i := (len(sorted)*p+99)/100 - 1
	return sorted[max(0, min(i, len(sorted)-1))].Round(100 * time.Microsecond)
}

// newClient is an HTTP client whose connections come from the loopback
// address from.
func newClient(from string) *http.Client {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 10 * time.Second}
	return &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DialContext: d.DialContext, MaxIdleConnsPerHost: 4}}
}

// call sends a JSON request with the seat key and decodes the answer into
// out; it returns the status.
func call(ctx context.Context, c *http.Client, method, url, key string, body, out any) (int, error) {
	var r io.Reader
	if body != nil {
		data, _ := json.Marshal(body)
		r = bytes.NewReader(data)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, r)
	if err != nil {
		return 0, err
	}
	if key != "" {
		req.Header.Set("X-Tilekit-Token", key)
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	} else {
		io.Copy(io.Discard, resp.Body)
	}
	return resp.StatusCode, nil
}

type game struct {
	ID  string `json:"id"`
	Key string `json:"key"`
}

type view struct {
	Version int   `json:"version"`
	ToMove  []int `json:"toMove"`
	Over    bool  `json:"over"`
}

// move plays m on version v and records its time.
func move(ctx context.Context, c *http.Client, base string, g game, m string, v int, rec *recorder) (view, bool) {
	var after view
	start := time.Now()
	code, err := call(ctx, c, "POST", base+"/api/games/"+g.ID+"/moves", g.Key, map[string]any{"move": m, "version": v}, &after)
	took := time.Since(start)
	switch {
	case err != nil:
		if ctx.Err() == nil {
			rec.failed.Add(1)
		}
		return after, false
	case code == http.StatusOK:
		rec.add(took)
		return after, true
	case code == http.StatusConflict || code == http.StatusUnprocessableEntity:
		rec.add(took)
		rec.refused.Add(1)
		return after, false
	}
	rec.failed.Add(1)
	return after, false
}

// crossword plays games against an Expert bot, passing on each turn.
func crossword(ctx context.Context, c *http.Client, base string, rec *recorder, i int) {
	for ctx.Err() == nil {
		var g game
		code, err := call(ctx, c, "POST", base+"/api/games", "", map[string]any{"game": "wordgame", "seed": i + 1,
			"seats": []any{map[string]any{"name": "Ann"}, map[string]any{"name": "Bot", "bot": true, "level": "expert"}}}, &g)
		if err != nil || code != http.StatusCreated {
			time.Sleep(time.Second)
			continue
		}
		for ctx.Err() == nil {
			var v view
			if _, err := call(ctx, c, "GET", base+"/api/games/"+g.ID, g.Key, nil, &v); err != nil {
				break
			}
			if v.Over {
				break
			}
			if !slices.Contains(v.ToMove, 0) {
				time.Sleep(50 * time.Millisecond)
				continue
			}
			if _, ok := move(ctx, c, base, g, "-", v.Version, rec); ok {
				rec.crossword.Add(1)
			}
		}
	}
}

// wordle plays Wordle alone, one guess after another.
func wordle(ctx context.Context, c *http.Client, base string, rec *recorder, words []string, i int) {
	r := rand.New(rand.NewPCG(uint64(i), 7))
	for ctx.Err() == nil {
		var g game
		code, err := call(ctx, c, "POST", base+"/api/games", "", map[string]any{"game": "wordle", "seats": []any{map[string]any{"name": "Ann"}}}, &g)
		if err != nil || code != http.StatusCreated {
			time.Sleep(time.Second)
			continue
		}
		var v view
		if _, err := call(ctx, c, "GET", base+"/api/games/"+g.ID, g.Key, nil, &v); err != nil {
			continue
		}
		for n := 1; ctx.Err() == nil && !v.Over; n++ {
			if n%5 == 0 {
				if code, err := call(ctx, c, "GET", base+"/api/games/"+g.ID+"/hints", g.Key, nil, nil); err == nil && code == http.StatusOK {
					rec.hints.Add(1)
				}
			}
			after, ok := move(ctx, c, base, g, words[r.IntN(len(words))], v.Version, rec)
			if !ok {
				break
			}
			rec.wordle.Add(1)
			v = after
			time.Sleep(20 * time.Millisecond)
		}
	}
}

// idler holds a connection that sends nothing, opening another a second
// after the server closes it.
func idler(ctx context.Context, addr string) {
	d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP("127.0.0.2")}}
	for ctx.Err() == nil {
		c, err := d.DialContext(ctx, "tcp", addr)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		stop := context.AfterFunc(ctx, func() { c.Close() })
		c.Read(make([]byte, 1)) // until the server closes it
		stop()
		c.Close()
		time.Sleep(time.Second)
	}
}

// streamer opens n event streams on one game of its own, ten at a time:
// those within the limits stay open until the end, the others are
// refused; report hears each status.
func streamer(ctx context.Context, c *http.Client, base string, n int, report func(int)) {
	var g struct {
		game
		Watch string `json:"watch"`
	}
	if code, err := call(ctx, c, "POST", base+"/api/games", "", map[string]any{"game": "wordle", "seats": []any{map[string]any{"name": "Eve"}}}, &g); err != nil || code != http.StatusCreated {
		report(-1)
		return
	}
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				key := g.Key
				if i%2 == 1 {
					key = g.Watch
				}
				req, _ := http.NewRequestWithContext(ctx, "GET", base+"/api/games/"+g.ID+"/events", nil)
				req.Header.Set("X-Tilekit-Token", key)
				resp, err := c.Do(req)
				if err != nil {
					if ctx.Err() == nil {
						report(0)
					}
					continue
				}
				report(resp.StatusCode)
				if resp.StatusCode == http.StatusOK {
					go func() { <-ctx.Done(); resp.Body.Close() }()
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
			}
		}()
	}
	for i := range n {
		select {
		case jobs <- i:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
	}
	close(jobs)
	wg.Wait()
}

// fiveLetterWords lists the common five-letter words, Wordle's guesses.
func fiveLetterWords() []string {
	seq, ok := dictionary.WordsOfLength(dictionary.Common(), 5)
	if !ok {
		return []string{"CRANE", "SLATE", "TRACE", "CRATE", "ROAST"}
	}
	return slices.Collect(seq)
}
