// Package worker works out bots' moves and hints in a process of its own,
// at a lower scheduling priority than the server's, so that the engines'
// CPU-bound searches (which spread over every core) never slow a
// person's move: the kernel runs the server first.
//
// The server starts its own executable with a flag that makes it call
// [Serve] on its standard input and output; a [Client] (a
// table.Thinker) sends each job as a line of JSON (the game's text, the
// bots' levels and seeds) and reads the answers, matched by number, as
// they come. A worker that dies fails the jobs it held and is started
// again for the next one.
package worker

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/table"
)

// maxLine bounds a job or an answer: a game's text is within the store's
// cap of 4 MiB.
const maxLine = 8 << 20

type job struct {
	ID   uint64           `json:"id"`
	Op   string           `json:"op"` // "move" or "hints"
	Game string           `json:"game"`
	Bots []*table.BotSpec `json:"bots,omitempty"`
	Seat int              `json:"seat"`
	N    int              `json:"n"`
}

type answer struct {
	ID    uint64         `json:"id"`
	Seat  int            `json:"seat"`
	Move  string         `json:"move,omitempty"`
	Hints []tilekit.Hint `json:"hints,omitempty"`
	Err   string         `json:"err,omitempty"`
	Rule  string         `json:"rule,omitempty"`
}

// sentinels are the errors whose meaning crosses the pipe.
var sentinels = map[string]error{
	"ErrNoMove": tilekit.ErrNoMove, "ErrNotYourTurn": tilekit.ErrNotYourTurn, "ErrGameOver": tilekit.ErrGameOver,
	"ErrUnknownPlayer": tilekit.ErrUnknownPlayer, "ErrUnsupported": errors.ErrUnsupported, "ErrUnknownKind": tilekit.ErrUnknownKind,
}

// remoteError is an error from the worker: its words, and the sentinel
// it wrapped.
type remoteError struct {
	msg string
	err error
}

func (e *remoteError) Error() string { return e.msg }
func (e *remoteError) Unwrap() error { return e.err }

func encodeErr(a *answer, err error) {
	if err == nil {
		return
	}
	a.Err = tilekit.Detail(err)
	for name, s := range sentinels {
		if errors.Is(err, s) {
			a.Rule = name
		}
	}
}

func decodeErr(a answer) error {
	if a.Err == "" {
		return nil
	}
	return &remoteError{a.Err, sentinels[a.Rule]}
}

// Serve answers the jobs read from r on w until r ends, each on a
// goroutine of its own (the client bounds how many it sends at once).
func Serve(r io.Reader, w io.Writer) error {
	in := bufio.NewScanner(r)
	in.Buffer(make([]byte, 64<<10), maxLine)
	var mu sync.Mutex
	enc := json.NewEncoder(w)
	var wg sync.WaitGroup
	defer wg.Wait()
	for in.Scan() {
		var j job
		if err := json.Unmarshal(in.Bytes(), &j); err != nil {
			return fmt.Errorf("worker: %v", err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			a := do(j)
			mu.Lock()
			defer mu.Unlock()
			enc.Encode(a)
		}()
	}
	return in.Err()
}

// do works out one job.
func do(j job) answer {
	a := answer{ID: j.ID, Seat: tilekit.Onlooker}
	g, err := tilekit.Decode([]byte(j.Game))
	if err != nil {
		encodeErr(&a, err)
		return a
	}
	switch j.Op {
	case "move":
		var err error
		a.Seat, a.Move, err = table.Local{}.NextMove(context.Background(), g, j.Bots)
		encodeErr(&a, err)
	case "hints":
		hs, err := g.Hints(j.Seat, j.N)
		a.Hints = hs
		encodeErr(&a, err)
	default:
		a.Err = "unknown job " + j.Op
	}
	return a
}

// A Client hands jobs to a worker process; it is a table.Thinker.
type Client struct {
	start func() (*exec.Cmd, error)

	mu      sync.Mutex
	proc    *process
	next    uint64
	started int
}

// process is one running worker.
type process struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	pending map[uint64]chan answer
	dead    bool
	done    chan struct{} // closed once the process has ended
}

// NewClient returns a Client whose workers run name with args (the
// server's own executable and its worker flag).
func NewClient(name string, args ...string) *Client {
	return &Client{start: func() (*exec.Cmd, error) {
		cmd := exec.Command(name, args...)
		cmd.Stderr = os.Stderr
		return cmd, nil
	}}
}

// Started is how many worker processes the client has started.
func (c *Client) Started() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.started
}

// Close ends the worker; jobs it held fail.
func (c *Client) Close() {
	c.mu.Lock()
	p := c.proc
	c.proc = nil
	c.mu.Unlock()
	if p != nil {
		p.in.Close()
		<-p.done
	}
}

// process returns the running worker, starting one when there is none.
// Called with c.mu held.
func (c *Client) process() (*process, error) {
	if c.proc != nil && !c.proc.dead {
		return c.proc, nil
	}
	cmd, err := c.start()
	if err != nil {
		return nil, err
	}
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("worker: %v", err)
	}
	p := &process{cmd: cmd, in: in, pending: map[uint64]chan answer{}, done: make(chan struct{})}
	c.proc = p
	c.started++
	go c.read(p, out)
	return p, nil
}

// read hands the worker's answers to their jobs; when the worker ends,
// the jobs it held fail.
func (c *Client) read(p *process, out io.Reader) {
	sc := bufio.NewScanner(out)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	for sc.Scan() {
		var a answer
		if json.Unmarshal(sc.Bytes(), &a) != nil {
			break
		}
		c.mu.Lock()
		ch := p.pending[a.ID]
		delete(p.pending, a.ID)
		c.mu.Unlock()
		if ch != nil {
			ch <- a
		}
	}
	c.mu.Lock()
	p.dead = true
	for id, ch := range p.pending {
		ch <- answer{ID: id, Seat: tilekit.Onlooker, Err: "the worker process ended"}
		delete(p.pending, id)
	}
	c.mu.Unlock()
	p.in.Close()
	p.cmd.Wait()
	close(p.done)
}

// call sends j and waits for its answer (the work is bounded by the
// engines' budgets; ctx bounds only the start of a worker).
func (c *Client) call(ctx context.Context, j job) (answer, error) {
	if err := ctx.Err(); err != nil {
		return answer{}, err
	}
	ch := make(chan answer, 1)
	c.mu.Lock()
	p, err := c.process()
	if err != nil {
		c.mu.Unlock()
		return answer{}, err
	}
	c.next++
	j.ID = c.next
	data, err := json.Marshal(j)
	if err != nil {
		c.mu.Unlock()
		return answer{}, err
	}
	p.pending[j.ID] = ch
	_, err = p.in.Write(append(data, '\n'))
	if err != nil {
		delete(p.pending, j.ID)
		p.dead = true
	}
	c.mu.Unlock()
	if err != nil {
		return answer{}, fmt.Errorf("worker: %v", err)
	}
	return <-ch, nil
}

// NextMove asks the worker for the bots' move.
func (c *Client) NextMove(ctx context.Context, g tilekit.Game, bots []*table.BotSpec) (int, string, error) {
	text, err := g.MarshalText()
	if err != nil {
		return tilekit.Onlooker, "", err
	}
	a, err := c.call(ctx, job{Op: "move", Game: string(text), Bots: bots})
	if err != nil {
		return tilekit.Onlooker, "", err
	}
	return a.Seat, a.Move, decodeErr(a)
}

// Hints asks the worker for seat's hints.
func (c *Client) Hints(ctx context.Context, g tilekit.Game, seat, n int) ([]tilekit.Hint, error) {
	text, err := g.MarshalText()
	if err != nil {
		return nil, err
	}
	a, err := c.call(ctx, job{Op: "hints", Game: string(text), Seat: seat, N: n})
	if err != nil {
		return nil, err
	}
	return a.Hints, decodeErr(a)
}
