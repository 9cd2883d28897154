package api

import (
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/tilekit/tilekit"
	"github.com/tilekit/tilekit/examples/web/store"
	"github.com/tilekit/tilekit/examples/web/table"
)

// kindInfo describes a game for the lobby, with defaults that deal.
type kindInfo struct {
	Name  string `json:"name"`
	Title string `json:"title"`
	About string `json:"about"`
	Help  string `json:"help"`
	// Presets are those the server deals, each with its seat counts;
	// MinPlayers and MaxPlayers span them all.
	Presets    []tilekit.Preset `json:"presets"`
	MinPlayers int              `json:"minPlayers"`
	MaxPlayers int              `json:"maxPlayers"`
	Bots       bool             `json:"bots"`
	Levels     []string         `json:"levels"`
	// Preset and Players are the lobby's defaults: the first preset the
	// server deals, with two seats when it is played by two, else the
	// nearest count it is played by.
	Preset  string `json:"preset"`
	Players int    `json:"players"`
}

// dealable lists the presets of k that the server deals: those in
// English, whose words come with tilekit. A preset in another alphabet
// needs a word list of the player's, which the server has no way to take.
func dealable(k tilekit.Kind) []tilekit.Preset {
	out := []tilekit.Preset{}
	for _, p := range k.Presets {
		if p.Alphabet == "" {
			out = append(out, p)
		}
	}
	return out
}

// infoOfKind describes k for the lobby, or reports false when the server
// deals none of its presets.
func infoOfKind(k tilekit.Kind) (kindInfo, bool) {
	ps := dealable(k)
	if len(ps) == 0 {
		return kindInfo{}, false
	}
	info := kindInfo{
		Name: k.Name, Title: k.Title, About: k.About, Help: k.Help, Presets: ps,
		MinPlayers: ps[0].MinPlayers, MaxPlayers: ps[0].MaxPlayers, Bots: k.Bot != nil, Levels: levelNames(),
		Preset: ps[0].Name, Players: min(max(2, ps[0].MinPlayers), ps[0].MaxPlayers),
	}
	for _, p := range ps {
		info.MinPlayers = min(info.MinPlayers, p.MinPlayers)
		info.MaxPlayers = max(info.MaxPlayers, p.MaxPlayers)
	}
	return info, true
}

func (s *Server) kinds(w http.ResponseWriter, r *http.Request) {
	out := []kindInfo{}
	for _, k := range tilekit.Kinds() {
		if info, ok := infoOfKind(k); ok {
			out = append(out, info)
		}
	}
	writeJSON(w, http.StatusOK, out)
}

type createRequest struct {
	Game   string `json:"game"`
	Preset string `json:"preset"`
	// Seed deals the game; 0 picks one at random.
	Seed  uint64 `json:"seed"`
	Seats []struct {
		Name  string         `json:"name"`
		Bot   bool           `json:"bot"`
		Level *tilekit.Level `json:"level"`
	} `json:"seats"`
}

// seatInfo is a seat as the API shows it. Token is a person's link: in
// the answer to the game's creation, and in the host's view for the seats
// nobody has claimed.
type seatInfo struct {
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Bot      bool   `json:"bot"`
	Level    string `json:"level,omitempty"`
	Token    string `json:"token,omitempty"`
	Claimed  bool   `json:"claimed"`
	Resigned bool   `json:"resigned"`
}

func levelOf(st store.Seat) string {
	if st.Bot {
		return st.Level.String()
	}
	return ""
}

type createResponse struct {
	ID   string `json:"id"`
	Seat int    `json:"seat"`
	// Key is the host's seat key (also set as its cookie), for clients
	// without cookies.
	Key   string     `json:"key"`
	Watch string     `json:"watch"`
	Seats []seatInfo `json:"seats"`
}

// maxSeats bounds a table whatever a kind allows.
const maxSeats = 8

// create opens a table: the game, its seats with a link each, and the
// host's seat (the first person's) claimed by the creating browser, from
// a createRequest.
func (s *Server) create(w http.ResponseWriter, r *http.Request) {
	var req createRequest
	if !decode(w, r, &req) {
		return
	}
	k, err := kindFor(req)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	rec := store.Record{ID: table.Secret()[:16], Kind: k.Name, Preset: req.Preset, Watch: table.Secret(), Owner: client(r), Created: s.now(), Host: -1}
	names, bots, err := seatsOf(k, req, &rec)
	if err != nil {
		fail(w, http.StatusBadRequest, "%v", err)
		return
	}
	// With a shared store, the store counts the address's games as it
	// saves the new one (table.Deal); otherwise this process does.
	admit := func(owned []store.Summary) error { return s.limits(owned, [2]int{}, bots) }
	if s.shared == nil {
		release, ok := s.admit(w, rec.Owner, bots)
		if !ok {
			return
		}
		defer release()
		admit = nil
	}
	seed := req.Seed
	if seed == 0 {
		seed = seedOf(table.Secret()[:16])
	}
	g, err := k.New(req.Preset, names, seed)
	if err != nil {
		fail(w, http.StatusBadRequest, "%s", tilekit.Detail(err))
		return
	}
	if p, ok := k.Preset(req.Preset); ok {
		rec.Preset = p.Name // "" names the default
	}
	host := &rec.Seats[rec.Host]
	host.Key, host.Device = table.Secret(), deviceHash(ensureDevice(w, r))
	if !s.open(w, rec, g, admit) {
		return
	}
	resp := createResponse{ID: rec.ID, Seat: rec.Host, Key: host.Key, Watch: rec.Watch}
	for i, st := range rec.Seats {
		resp.Seats = append(resp.Seats, seatInfo{Seat: i, Name: st.Name, Bot: st.Bot, Level: levelOf(st), Token: st.Link, Claimed: i == rec.Host})
	}
	setSeatCookie(w, r, rec.ID, host.Key)
	writeJSON(w, http.StatusCreated, resp)
}

// kindFor finds the registered game req asks for and checks that the
// server deals its preset, for as many seats as req has.
func kindFor(req createRequest) (tilekit.Kind, error) {
	k, ok := tilekit.Lookup(req.Game)
	if !ok {
		var names []string
		for _, k := range tilekit.Kinds() {
			names = append(names, k.Name)
		}
		return k, fmt.Errorf("no game %s (choose one of %s)", quote(req.Game), strings.Join(names, ", "))
	}
	p, ok := k.Preset(req.Preset)
	if !ok {
		return k, fmt.Errorf("%s has no rules %s (choose one of %s)", k.Title, quote(req.Preset), strings.Join(k.PresetNames(), ", "))
	}
	if p.Alphabet != "" {
		return k, fmt.Errorf("%s's %s rules play with a word list in %s, which this server does not have", k.Title, p.Name, p.Alphabet)
	}
	n := len(req.Seats)
	if n < p.MinPlayers || n > p.MaxPlayers || n > maxSeats {
		return k, fmt.Errorf("%s's %s rules are for %d to %d players, not %d", k.Title, p.Name, p.MinPlayers, min(p.MaxPlayers, maxSeats), n)
	}
	return k, nil
}

// seatsOf adds req's seats to rec: a name for each (Player N when left
// blank), a level for each bot (Medium unless asked), a link for each
// person; the first person is the host. It returns the names and how many seats are bots; a table with
// no person, a long name or a bot where k has none is an error.
func seatsOf(k tilekit.Kind, req createRequest, rec *store.Record) (names []string, bots int, err error) {
	names = make([]string, len(req.Seats))
	people := 0
	for i, st := range req.Seats {
		names[i] = strings.TrimSpace(st.Name)
		if names[i] == "" {
			names[i] = fmt.Sprintf("Player %d", i+1)
		}
		if len(names[i]) > 40 {
			return nil, 0, fmt.Errorf("seat %d: a name of at most 40 bytes, please", i+1)
		}
		seat := store.Seat{Name: names[i], Bot: st.Bot}
		if st.Bot {
			if k.Bot == nil {
				return nil, 0, fmt.Errorf("%s has no bots", k.Title)
			}
			seat.Level = tilekit.Medium
			if st.Level != nil {
				seat.Level = *st.Level
			}
			bots++
		} else {
			seat.Link = table.Secret()
			if rec.Host < 0 {
				rec.Host = i
			}
			people++
		}
		rec.Seats = append(rec.Seats, seat)
	}
	if people == 0 {
		return nil, 0, errors.New("a table needs at least one person")
	}
	return names, bots, nil
}

// open saves g as a new table under rec and adds it to the server's; it
// answers w itself and returns false when that fails, admit refuses the
// game (see table.Deal) or the server is full.
func (s *Server) open(w http.ResponseWriter, rec store.Record, g tilekit.Game, admit func([]store.Summary) error) bool {
	t, err := table.Deal(s.cfg.Table, rec, g, admit)
	var over *limitError
	if errors.As(err, &over) {
		busy(w, http.StatusTooManyRequests, "60", over.msg)
		return false
	}
	if err != nil {
		s.logf("new game: %v", err)
		fail(w, http.StatusInternalServerError, "the game could not be saved")
		return false
	}
	s.mu.Lock()
	full := !s.makeRoom()
	if !full {
		s.tables[rec.ID] = t
	}
	s.mu.Unlock()
	if full {
		t.Close()
		s.cfg.Store.Delete(rec.ID)
		s.idx.Lock()
		delete(s.games, rec.ID)
		s.idx.Unlock()
		fail(w, http.StatusServiceUnavailable, "%v", errFull)
		return false
	}
	return true
}

func seedOf(h string) uint64 {
	var x uint64
	for i := 0; i < len(h); i++ {
		x = x<<4 | uint64(strings.IndexByte("0123456789abcdef", h[i]))
	}
	return x | 1
}

// owned returns the summaries of owner's unfinished games, from the
// server's index. Called with s.mu held.
func (s *Server) owned(owner string) []store.Summary {
	var out []store.Summary
	s.idx.Lock()
	defer s.idx.Unlock()
	for _, sum := range s.games {
		if sum.Owner == owner && !sum.Over {
			out = append(out, sum)
		}
	}
	return out
}

// limitError refuses a game that would take its address past a limit.
type limitError struct{ msg string }

func (e *limitError) Error() string { return e.msg }

// limits checks one more game with bots more bots against the limits of
// an address whose unfinished games are owned, with dealing more games
// and bots being dealt meanwhile; it returns a *limitError past a limit.
// Finished, resigned and abandoned games count nothing.
func (s *Server) limits(owned []store.Summary, dealing [2]int, bots int) error {
	games, botsNow := dealing[0], dealing[1]
	for _, sum := range owned {
		games++
		botsNow += sum.Bots()
	}
	if games >= s.cfg.AddrGames {
		return &limitError{fmt.Sprintf("you already have %d unfinished games here; finish or resign one of your games first", games)}
	}
	if botsNow+bots > s.cfg.AddrBots {
		return &limitError{fmt.Sprintf("you already have %d bots playing here; finish or resign one of your games first", botsNow)}
	}
	return nil
}

// admit checks an address's unfinished games and bots against its
// limits before it gets one more game with bots more bots, and holds a
// place for the game while it is dealt (release gives it back); it
// answers 429 when the address is over a limit. The count comes from the
// server's index of the games' summaries, in memory or not. It serves a
// store of one process: a shared store counts as it saves (table.Deal).
func (s *Server) admit(w http.ResponseWriter, owner string, bots int) (release func(), ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := s.dealing[owner]
	if err := s.limits(s.owned(owner), d, bots); err != nil {
		busy(w, http.StatusTooManyRequests, "60", err.Error())
		return nil, false
	}
	s.dealing[owner] = [2]int{d[0] + 1, d[1] + bots}
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		d := s.dealing[owner]
		if d[0] <= 1 {
			delete(s.dealing, owner)
		} else {
			s.dealing[owner] = [2]int{d[0] - 1, d[1] - bots}
		}
	}, true
}
