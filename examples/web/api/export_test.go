package api

// Live reports whether the game id is in memory.
func (s *Server) Live(id string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id] != nil
}
