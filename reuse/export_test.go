package reuse

// SetQuietMerge turns the folding of quiet classes (mergeQuiet) on or off
// for a test and returns what restores it.
func SetQuietMerge(on bool) (restore func()) {
	old := quietMerge
	quietMerge = on
	return func() { quietMerge = old }
}

// DropScratch empties the spare scratches, so that the next walk starts
// from fresh arrays.
func DropScratch() {
	spare.Lock()
	defer spare.Unlock()
	spare.list = nil
}
