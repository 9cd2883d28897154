package api

// Live reports whether the game id is in memory.
func (s *Server) Live(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id] != nil
}

// Hints is the number of hint requests held.
func (s *Server) Hints() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hints.all
}
