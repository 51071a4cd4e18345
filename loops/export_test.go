package loops

// CountHolds exports countHolds to the external tests.
var CountHolds = countHolds
