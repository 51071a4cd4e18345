package reuse

// SetQuietMerge turns the folding of quiet classes (mergeQuiet) on or off
// for a test and returns what restores it.
func SetQuietMerge(on bool) (restore func()) {
	old := quietMerge
	quietMerge = on
	return func() { quietMerge = old }
}
