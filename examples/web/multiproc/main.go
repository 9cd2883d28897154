// Command multiproc checks that several web servers on one PostgreSQL
// database serve the same games as one: it builds examples/web, starts
// three servers on loopback with the same -pg, and plays games of every
// kind, some with bots, whose seats talk to different servers. Midway it
// kills one server with SIGKILL; the players on it go on through the
// others, resending the move that was in flight with the version it was
// made on. Every so often a player also sends a move it had acknowledged
// again, to another server, which must refuse it as stale.
//
//	go run ./examples/web/multiproc -pg postgres://tilekit:tilekit@127.0.0.1/tilekit
//
// When every game is over it reads each game's record from the database
// and checks, per person's seat, that each acknowledged move is in the
// log exactly once, a refused one not at all, and the one whose answer
// was lost with the killed server at most once; that the log's versions
// never go back; that every bot moved; that every view any server gave
// of one version of a game agrees; that the surviving servers show the
// same final version; and that each player's "your games" lists the game
// on every surviving server. It prints every broken check, and exits 1
// when there was one (the servers' logs are then kept). Its loops are bounded in count and time (-timeout),
// and it sends traffic to loopback only.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/store/pgstore"
)

func main() {
	dsn := flag.String("pg", os.Getenv("TILEKIT_PG"), "the PostgreSQL database the servers share (default $TILEKIT_PG)")
	servers := flag.Int("servers", 3, "how many server processes to start")
	killAfter := flag.Int("kill", 40, "kill the first server after this many acknowledged moves in all")
	timeout := flag.Duration("timeout", 150*time.Second, "give up after this long")
	flag.Parse()
	if *dsn == "" {
		log.Fatal("multiproc: no database: -pg postgres://... or TILEKIT_PG")
	}
	if err := run(*dsn, *servers, *killAfter, *timeout); err != nil {
		log.Fatalf("multiproc: %v", err)
	}
}

// A server is one process of examples/web.
type server struct {
	n    int
	base string
	cmd  *exec.Cmd
	dead atomic.Bool
}

func start(bin, dsn, logDir string, n int) (*server, error) {
	cmd := exec.Command(bin, "-addr", "127.0.0.1:0", "-pg", dsn, "-botdelay", "30ms")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	logf, err := os.Create(filepath.Join(logDir, fmt.Sprintf("server%d.log", n)))
	if err != nil {
		return nil, err
	}
	r := bufio.NewReader(stderr)
	line, err := r.ReadString('\n')
	if err != nil {
		cmd.Process.Kill()
		return nil, fmt.Errorf("server %d said nothing: %v", n, err)
	}
	logf.WriteString(line)
	go func() { io.Copy(logf, r); logf.Close() }()
	_, rest, ok := strings.Cut(line, "open http://")
	if !ok {
		cmd.Process.Kill()
		return nil, fmt.Errorf("server %d: %q", n, line)
	}
	addr, _, _ := strings.Cut(rest, " ")
	return &server{n: n, base: "http://" + addr, cmd: cmd}, nil
}

// view is the part of a seat's view the players read.
type view struct {
	Version int   `json:"version"`
	ToMove  []int `json:"toMove"`
	Over    bool  `json:"over"`
	Log     []struct {
		Seat int `json:"seat"`
	} `json:"log"`
	Rule string `json:"rule"`
}

// A send is one move a player sent: with the version it was made on,
// and what came of it: 200 (played), 409 or 422 (refused), or 0 (the
// answer was lost with its server).
type send struct {
	version int
	status  int
	retry   bool // a deliberate resend of an acknowledged move
}

// A player holds one person's seat: a browser of its own (a cookie jar)
// and the servers it talks to, its own first.
type player struct {
	kill  *killer
	game  *game
	seat  int
	key   string
	order []*server
	http  *http.Client
	sends []send
}

type game struct {
	id, kind string
	bots     []int
	players  []*player
	seen     sync.Map // version → log length, as some server's view said
}

// A killer kills the first server once the players have made enough
// moves, while a move to it is in flight.
type killer struct {
	target *server
	after  int64
	once   sync.Once
	at     chan int64
	acked  *atomic.Int64
}

// due reports whether s is to be killed now.
func (k *killer) due(s *server) bool {
	return s == k.target && !s.dead.Load() && k.acked.Load() >= k.after
}

// kill kills the target with SIGKILL, once, after a pause.
func (k *killer) kill(pause time.Duration) {
	k.once.Do(func() {
		time.Sleep(pause)
		k.target.dead.Store(true)
		k.target.cmd.Process.Signal(syscall.SIGKILL)
		k.target.cmd.Wait()
		k.at <- k.acked.Load()
	})
}

// checker gathers what went wrong.
type checker struct {
	mu     sync.Mutex
	errors []string
}

func (c *checker) fail(format string, args ...any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.errors = append(c.errors, fmt.Sprintf(format, args...))
}

func call(ctx context.Context, c *http.Client, method, url, key string, body, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, url, rd)
	if err != nil {
		return 0, err
	}
	if key != "" {
		req.Header.Set("X-Tilekit-Token", key)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return 0, err
	}
	if out != nil && len(data) > 0 && data[0] == '{' || out != nil && len(data) > 0 && data[0] == '[' {
		json.Unmarshal(data, out)
	}
	return resp.StatusCode, nil
}

func newBrowser() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 30 * time.Second}
}

// note records what a server's view said of version v: every view of
// one version must show the same log.
func (g *game) note(c *checker, v view, from *server) {
	if v.Version == 0 && v.Log == nil {
		return
	}
	prev, loaded := g.seen.LoadOrStore(v.Version, len(v.Log))
	if loaded && prev.(int) != len(v.Log) {
		c.fail("game %s (%s): server %d shows version %d with %d moves, another with %d", g.id, g.kind, from.n, v.Version, len(v.Log), prev)
	}
}

// play plays p's seat until the game is over: a hint's move when it is
// to move, sent with the version of the view it was made on.
func (p *player) play(ctx context.Context, c *checker, acked *atomic.Int64) {
	g := p.game
	srv := func() *server {
		for _, s := range p.order {
			if !s.dead.Load() {
				return s
			}
		}
		return p.order[len(p.order)-1]
	}
	for ctx.Err() == nil {
		s := srv()
		base := s.base + "/api/games/" + g.id
		var v view
		code, err := call(ctx, p.http, "GET", base, p.key, nil, &v)
		if err != nil || code != http.StatusOK {
			time.Sleep(50 * time.Millisecond)
			continue
		}
		g.note(c, v, s)
		if v.Over {
			return
		}
		if !slices.Contains(v.ToMove, p.seat) {
			time.Sleep(25 * time.Millisecond)
			continue
		}
		var hints []struct {
			Move string `json:"move"`
		}
		move := "-"
		if code, err := call(ctx, p.http, "GET", base+"/hints", p.key, nil, &hints); err == nil && code == http.StatusOK && len(hints) > 0 {
			move = hints[0].Move
		}
		body := map[string]any{"move": move, "version": v.Version}
		if p.kill.due(s) {
			go p.kill.kill(time.Duration(len(g.players)) * time.Millisecond)
		}
		var after view
		code, err = call(ctx, p.http, "POST", base+"/moves", p.key, body, &after)
		for err != nil && ctx.Err() == nil {
			// The server died with the move in flight: send the same
			// move, made on the same version, to the next one.
			p.sends = append(p.sends, send{version: v.Version})
			s = srv()
			code, err = call(ctx, p.http, "POST", s.base+"/api/games/"+g.id+"/moves", p.key, body, &after)
		}
		if err != nil {
			return
		}
		p.sends = append(p.sends, send{version: v.Version, status: code})
		if code == http.StatusOK || code == http.StatusConflict {
			g.note(c, after, s)
		}
		if code == http.StatusOK {
			n := acked.Add(1)
			if n%7 == 0 {
				// Send the acknowledged move again, to another server:
				// it must be refused as stale, with the game as it is.
				other := p.order[(slices.Index(p.order, s)+1)%len(p.order)]
				if !other.dead.Load() {
					var again view
					code, err := call(ctx, p.http, "POST", other.base+"/api/games/"+g.id+"/moves", p.key, body, &again)
					if err == nil {
						p.sends = append(p.sends, send{version: v.Version, status: code, retry: true})
						if code != http.StatusConflict || again.Rule != "ErrStale" {
							c.fail("game %s (%s): an acknowledged move sent again to server %d: %d %q, want 409 ErrStale", g.id, g.kind, other.n, code, again.Rule)
						}
					}
				}
			}
		} else if code != http.StatusConflict && code != http.StatusUnprocessableEntity {
			time.Sleep(50 * time.Millisecond) // busy: a 503 and such
		}
	}
}

func run(dsn string, nServers, killAfter int, timeout time.Duration) error {
	began := time.Now()
	dir, err := os.MkdirTemp("", "tilekit-multiproc-")
	if err != nil {
		return err
	}
	keep := true // the logs, unless every check passed
	defer func() {
		if !keep {
			os.RemoveAll(dir)
		}
	}()
	servers, err := startAll(dsn, dir, nServers)
	defer func() {
		for _, s := range servers {
			if !s.dead.Load() {
				s.cmd.Process.Signal(syscall.SIGTERM)
				s.cmd.Wait()
			}
		}
	}()
	if err != nil {
		return err
	}
	fmt.Printf("%d servers: ", len(servers))
	for _, s := range servers {
		fmt.Printf("%s ", s.base)
	}
	fmt.Printf("(logs in %s)\n", dir)

	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	c := &checker{}
	games, err := dealAll(ctx, c, servers)
	if err != nil {
		return err
	}

	var acked atomic.Int64
	kill := &killer{target: servers[0], after: int64(killAfter), at: make(chan int64, 1), acked: &acked}
	var wg sync.WaitGroup
	for _, g := range games {
		for _, p := range g.players {
			p.kill = kill
			wg.Go(func() { p.play(ctx, c, &acked) })
		}
	}
	// The first server is killed by a player about to send it a move once
	// the games are well under way, or two seconds later by this.
	go func() {
		for acked.Load() < int64(killAfter) && ctx.Err() == nil {
			time.Sleep(10 * time.Millisecond)
		}
		time.Sleep(2 * time.Second)
		kill.kill(0)
	}()
	killed := kill.at
	wg.Wait()
	if ctx.Err() != nil {
		c.fail("the games did not end within %v", timeout)
	}
	at := int64(-1)
	select {
	case at = <-killed:
	default:
		c.fail("the games ended before server 0 was killed")
	}
	moves, botMoves := check(ctx, c, dsn, servers, games)
	summarise(games, servers[0], acked.Load(), moves, botMoves, at, time.Since(began))
	if len(c.errors) > 0 {
		for _, e := range c.errors {
			fmt.Println("FAIL:", e)
		}
		fmt.Printf("0 passed, %d failed\n", len(c.errors))
		return fmt.Errorf("%d checks failed", len(c.errors))
	}
	fmt.Printf("%d passed, 0 failed\n", len(games))
	keep = false
	return nil
}

// startAll builds the server into dir and starts n of them on the
// database dsn; the servers it started are returned even on an error,
// for the caller to stop.
func startAll(dsn, dir string, n int) ([]*server, error) {
	bin := filepath.Join(dir, "web")
	build := exec.Command("go", "build", "-o", bin, "github.com/tilekit/tilekit/examples/web")
	build.Stdout, build.Stderr = os.Stdout, os.Stderr
	if err := build.Run(); err != nil {
		return nil, fmt.Errorf("building the server: %v", err)
	}
	var servers []*server
	for i := range n {
		s, err := start(bin, dsn, dir, i)
		if err != nil {
			return servers, err
		}
		servers = append(servers, s)
	}
	return servers, nil
}

// dealAll deals two games of every kind the servers offer: one between
// two people, one between a person and a bot.
func dealAll(ctx context.Context, c *checker, servers []*server) ([]*game, error) {
	var games []*game
	var kinds []struct {
		Name string `json:"name"`
		Bots bool   `json:"bots"`
	}
	if code, err := call(ctx, newBrowser(), "GET", servers[0].base+"/api/kinds", "", nil, &kinds); err != nil || code != http.StatusOK {
		return nil, fmt.Errorf("the kinds: %d %v", code, err)
	}
	for i, k := range kinds {
		for _, withBot := range []bool{false, true} {
			if withBot && !k.Bots {
				c.fail("%s has no bots registered", k.Name)
				continue
			}
			g, err := deal(ctx, c, servers, k.Name, withBot, i)
			if err != nil {
				return nil, err
			}
			games = append(games, g)
		}
	}
	return games, nil
}

// summarise prints what the run did: the games, the moves, when the
// killed server died, and what became of the players' sends.
func summarise(games []*game, killed *server, acked int64, moves, botMoves int, at int64, took time.Duration) {
	var lost, resent, stale, refused, onKilled int
	for _, g := range games {
		for _, p := range g.players {
			if p.order[0] == killed {
				onKilled++
			}
			for _, s := range p.sends {
				switch {
				case s.retry:
					resent++
				case s.status == 0:
					lost++
				case s.status == http.StatusConflict:
					stale++
				case s.status == http.StatusUnprocessableEntity:
					refused++
				}
			}
		}
	}
	fmt.Printf("%d games (%d players on the killed server), %d acknowledged moves by people, %d moves in the logs (%d by bots or the clock); server 0 killed with SIGKILL after %d acknowledged moves\n",
		len(games), onKilled, acked, moves, botMoves, at)
	fmt.Printf("answers lost with the killed server and resent: %d; acknowledged moves resent to another server (all refused as stale): %d; other stale moves: %d; moves the rules refused: %d; %v\n",
		lost, resent, stale, refused, took.Round(time.Millisecond))
}

// deal creates a game of kind on one server, with two people (or a
// person and a bot), and has the second person claim its seat through
// another server; a third browser's claim of the same link, through the
// third server, must be refused.
func deal(ctx context.Context, c *checker, servers []*server, kind string, withBot bool, i int) (*game, error) {
	host := servers[(i+1)%len(servers)]
	seats := []map[string]any{{"name": "Ann"}, {"name": "Bob"}}
	if withBot {
		seats[1] = map[string]any{"name": "Bot", "bot": true, "level": "easy"}
	}
	var created struct {
		ID    string `json:"id"`
		Key   string `json:"key"`
		Seats []struct {
			Token string `json:"token"`
		} `json:"seats"`
	}
	b := newBrowser()
	code, err := call(ctx, b, "POST", host.base+"/api/games", "", map[string]any{"game": kind, "seed": 1000 + i, "seats": seats}, &created)
	if err != nil || code != http.StatusCreated {
		return nil, fmt.Errorf("dealing %s on server %d: %d %v", kind, host.n, code, err)
	}
	g := &game{id: created.ID, kind: kind}
	order := func(first int) []*server {
		var out []*server
		for k := range servers {
			out = append(out, servers[(first+k)%len(servers)])
		}
		return out
	}
	g.players = append(g.players, &player{game: g, seat: 0, key: created.Key, order: order(host.n), http: b})
	if withBot {
		g.bots = []int{1}
		return g, nil
	}
	other := servers[(host.n+1)%len(servers)]
	b2 := newBrowser()
	var joined struct {
		Seat int    `json:"seat"`
		Key  string `json:"key"`
	}
	code, err = call(ctx, b2, "POST", other.base+"/api/games/"+g.id+"/join", created.Seats[1].Token, nil, &joined)
	if err != nil || code != http.StatusOK || joined.Seat != 1 {
		return nil, fmt.Errorf("claiming seat 2 of %s on server %d: %d %v", kind, other.n, code, err)
	}
	third := servers[(host.n+2)%len(servers)]
	var refused struct {
		Rule string `json:"rule"`
	}
	code, err = call(ctx, newBrowser(), "POST", third.base+"/api/games/"+g.id+"/join", created.Seats[1].Token, nil, &refused)
	if err != nil || code != http.StatusForbidden || refused.Rule != "ErrClaimed" {
		c.fail("game %s (%s): a second browser's claim of a claimed link on server %d: %d %q %v, want 403 ErrClaimed", g.id, kind, third.n, code, refused.Rule, err)
	}
	g.players = append(g.players, &player{game: g, seat: 1, key: joined.Key, order: order(other.n), http: b2})
	return g, nil
}

// check reads every game's record from the database and checks it
// against what the players saw; it returns the moves in the logs, and
// how many of them bots or the clock made.
func check(ctx context.Context, c *checker, dsn string, servers []*server, games []*game) (moves, other int) {
	st, err := pgstore.Open(ctx, dsn, nil)
	if err != nil {
		c.fail("opening the database: %v", err)
		return 0, 0
	}
	defer st.Close()
	for _, g := range games {
		rec, err := st.Load(g.id)
		if err != nil {
			c.fail("game %s (%s): %v", g.id, g.kind, err)
			continue
		}
		if !rec.Over {
			c.fail("game %s (%s): not over in the database", g.id, g.kind)
		}
		moves += len(rec.Log)
		last := 0
		bySeat := map[int]int{}
		for i, e := range rec.Log {
			if e.Version < last || e.Version > rec.Version || e.Version <= 0 {
				c.fail("game %s (%s): move %d has version %d after %d (record at %d)", g.id, g.kind, i+1, e.Version, last, rec.Version)
			}
			last = e.Version
			bySeat[e.Seat]++
		}
		for _, b := range g.bots {
			if bySeat[b] == 0 {
				c.fail("game %s (%s): the bot never moved", g.id, g.kind)
			}
		}
		other += len(rec.Log)
		for _, p := range g.players {
			other -= bySeat[p.seat]
			checkSeat(c, g, p, rec)
			checkMine(ctx, c, g, p, servers)
		}
		final := -1
		for _, s := range servers {
			if s.dead.Load() {
				continue
			}
			var v view
			code, err := call(ctx, g.players[0].http, "GET", s.base+"/api/games/"+g.id, g.players[0].key, nil, &v)
			if err != nil || code != http.StatusOK || !v.Over || v.Version != rec.Version {
				c.fail("game %s (%s): server %d shows version %d over=%v (%d %v); the database holds version %d", g.id, g.kind, s.n, v.Version, v.Over, code, err, rec.Version)
			}
			if final >= 0 && v.Version != final {
				c.fail("game %s (%s): the servers end at versions %d and %d", g.id, g.kind, final, v.Version)
			}
			final = v.Version
		}
	}
	return moves, other
}

// checkSeat matches p's sends with its seat's moves in the log: the
// sends made on one version are one move, in the log once when one of
// them was played, not at all when all were refused, and at most once
// when an answer was lost.
func checkSeat(c *checker, g *game, p *player, rec store.Record) {
	var versions []int // of the seat's logged moves
	for _, e := range rec.Log {
		if e.Seat == p.seat {
			versions = append(versions, e.Version)
		}
	}
	counted := 0
	for i := 0; i < len(p.sends); {
		j := i
		played, lost := 0, false
		for ; j < len(p.sends) && p.sends[j].version == p.sends[i].version; j++ {
			switch p.sends[j].status {
			case http.StatusOK:
				played++
			case 0:
				lost = true
			}
		}
		from := p.sends[i].version
		to := rec.Version
		if j < len(p.sends) {
			to = p.sends[j].version
		}
		in := 0
		for _, v := range versions {
			if v > from && v <= to {
				in++
			}
		}
		counted += in
		switch {
		case played > 1:
			c.fail("game %s (%s) seat %d: the move made on version %d was acknowledged %d times", g.id, g.kind, p.seat, from, played)
		case in != played && !(lost && in == 1 && played == 0):
			c.fail("game %s (%s) seat %d: the move made on version %d was acknowledged %d times and is in the log %d times", g.id, g.kind, p.seat, from, played, in)
		}
		i = j
	}
	if counted != len(versions) {
		c.fail("game %s (%s) seat %d: the log holds %d moves of the seat, the player made %d", g.id, g.kind, p.seat, len(versions), counted)
	}
}

// checkMine asks every surviving server for the player's games: the
// game must be listed, over.
func checkMine(ctx context.Context, c *checker, g *game, p *player, servers []*server) {
	for _, s := range servers {
		if s.dead.Load() {
			continue
		}
		var mine struct {
			Games []struct {
				ID   string `json:"id"`
				Seat int    `json:"seat"`
				Over bool   `json:"over"`
			} `json:"games"`
		}
		code, err := call(ctx, p.http, "GET", s.base+"/api/games", "", nil, &mine)
		found := slices.ContainsFunc(mine.Games, func(m struct {
			ID   string `json:"id"`
			Seat int    `json:"seat"`
			Over bool   `json:"over"`
		}) bool {
			return m.ID == g.id && m.Seat == p.seat && m.Over
		})
		if err != nil || code != http.StatusOK || !found {
			c.fail("game %s (%s) seat %d: server %d's \"your games\" does not list it as over (%d %v)", g.id, g.kind, p.seat, s.n, code, errors.Join(err))
		}
	}
}
