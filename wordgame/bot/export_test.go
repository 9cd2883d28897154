package bot

// SetExpertInfer turns Expert's reading of the opponent's last placement
// on or off, for the match test's MATCH_PLAYER=expert-infer.
func SetExpertInfer(on bool) { expertInfer = on }
