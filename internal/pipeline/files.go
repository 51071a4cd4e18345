package pipeline

import (
	"github.com/reusescope/reusescope/internal/safefile"
	"github.com/reusescope/reusescope/probs"
)

// readScript reads the --probs script: a regular file of at most
// probs.MaxScriptBytes, with a one-line error naming it.
func readScript(path string) ([]byte, error) {
	return safefile.ReadRegular(path, probs.MaxScriptBytes)
}
